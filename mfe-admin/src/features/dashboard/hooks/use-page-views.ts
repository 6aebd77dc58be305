import type { PageViewTotals } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { fetchPageViews } from '../api/page-views';

export type PageViewsState =
  | { status: 'loading' }
  | { status: 'ready'; data: PageViewTotals }
  | { status: 'failed' };

export function usePageViews(days: number): PageViewsState {
  const [state, setState] = useState<PageViewsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchPageViews(days).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [days]);

  return state;
}
