import type { SeoPageSettings } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { fetchSeoPages } from '../api/seo-pages';
import { serverMessage } from '../lib/messages';

export type PagesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; pages: SeoPageSettings[]; scan: number }
  | { status: 'failed'; message: string };

/** The fixed pages, loaded when Scan Pages is pressed (and again on each press or Retry). */
export function useSeoPages() {
  const [scan, setScan] = useState(0);
  const [state, setState] = useState<PagesState>({ status: 'idle' });

  useEffect(() => {
    if (scan === 0) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSeoPages(controller.signal).then(
      (pages) => !controller.signal.aborted && setState({ status: 'ready', pages, scan }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'failed', message: serverMessage(error) ?? 'The pages could not be loaded. Please try again.' }),
    );
    return () => controller.abort();
  }, [scan]);

  return { state, scanPages: () => setScan((n) => n + 1) };
}
