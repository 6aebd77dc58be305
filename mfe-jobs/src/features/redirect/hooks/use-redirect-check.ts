import type { RedirectTarget } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { checkRedirect } from '../api/check-redirect';

export type RedirectCheckState = 'checking' | 'signed' | 'unsigned';

/**
 * Whether the board signed `target`: a link without a signature is unsigned at once; one with a signature is checked
 * by the worker. A failed check counts as unsigned, so the page never navigates on its own without a yes.
 * Mount it again (a React `key`) for another target.
 */
export function useRedirectCheck({ url, sig }: RedirectTarget): RedirectCheckState {
  const [state, setState] = useState<RedirectCheckState>(sig ? 'checking' : 'unsigned');

  useEffect(() => {
    if (!sig) return;
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
  }, [url, sig]);

  return state;
}
