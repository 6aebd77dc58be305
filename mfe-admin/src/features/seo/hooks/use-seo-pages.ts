import { useMemo, useState } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchSeoPages } from '../api/seo-pages';
import { serverMessage } from '../lib/messages';

const failedText = (error: unknown) => serverMessage(error) ?? 'The pages could not be loaded. Please try again.';

/** The fixed pages, loaded when Scan Pages is pressed (and again on each press or Retry); idle until then. */
export function useSeoPages() {
  const [scan, setScan] = useState(0);
  // Each scan is a load of its own, numbered so the cards it shows start afresh.
  const load = useMemo(
    () => (scan === 0 ? null : async (signal: AbortSignal) => ({ pages: await fetchSeoPages(signal), scan })),
    [scan],
  );
  const { state } = useResource(load, { message: failedText });
  return { state, scanPages: () => setScan((n) => n + 1) };
}
