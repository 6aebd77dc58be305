import type { RedirectTarget } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { usePageData } from '../../../page-data/context';
import { checkRedirect } from '../../../api/check-redirect';

export type RedirectCheckState = 'checking' | 'signed' | 'unsigned';

/**
 * Whether the board signed `target`: a link without a signature is unsigned at once; one with a signature is checked
 * by the worker. A failed check counts as unsigned, so the page never navigates on its own without a yes.
 * Mount it again (a React `key`) for another target. A page that came with the worker's answer starts from it.
 */
export function useRedirectCheck({ url, sig }: RedirectTarget): RedirectCheckState {
  const page = usePageData();
  const [fromPage] = useState<RedirectCheckState | null>(() =>
    page?.kind === 'redirect' && page.url === url && page.sig === sig ? (page.signed ? 'signed' : 'unsigned') : null,
  );
  const [state, setState] = useState<RedirectCheckState>(fromPage ?? (sig ? 'checking' : 'unsigned'));

  useEffect(() => {
    if (!sig || fromPage !== null) return;
    const controller = new AbortController();
    checkRedirect(url, sig, controller.signal).then(
      (signed) => {
        if (!controller.signal.aborted) setState(signed ? 'signed' : 'unsigned');
      },
      () => {
        if (!controller.signal.aborted) setState('unsigned');
      },
    );
    return () => controller.abort();
  }, [url, sig, fromPage]);

  return state;
}
