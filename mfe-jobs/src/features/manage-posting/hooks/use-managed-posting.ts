import type { ManagePostingAnswer, PostingLinkPurpose } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useEffect, useState } from 'react';
import { usePageData } from '../../../page-data/context';
import { getManagedPosting } from '../api/managed-posting';

export type ManagedState =
  | { status: 'loading' }
  | { status: 'found'; answer: ManagePostingAnswer }
  | { status: 'invalid' }
  | { status: 'error'; message: string };

/**
 * The posting the link's `token` names for the page of `purpose`: from the page data the edge rendered it with, or
 * asked once the page runs in the browser alone. A link that is no longer valid is `invalid`.
 */
export function useManagedPosting(purpose: PostingLinkPurpose, token: string): ManagedState {
  const page = usePageData();
  const [state, setState] = useState<ManagedState>(() => {
    if (page?.kind === 'posting-link' && page.answer.purpose === purpose && page.answer.token === token) return { status: 'found', answer: page.answer };
    if (page?.kind === 'posting-link-invalid' && page.purpose === purpose) return { status: 'invalid' };
    return { status: 'loading' };
  });
  const loaded = state.status !== 'loading';

  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    getManagedPosting(purpose, token, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ status: 'found', answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiClientError && error.status === 404) setState({ status: 'invalid' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'Failed to load the posting' });
      },
    );
    return () => controller.abort();
  }, [purpose, token, loaded]);

  return state;
}
