import { useCallback } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchPageViews } from '../api/page-views';

/** The views per path of the last `days` days. */
export function usePageViews(days: number) {
  const load = useCallback((signal: AbortSignal) => fetchPageViews(days, signal), [days]);
  return useResource(load).state;
}
