import { isPostingId, type BoardPosting } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageData } from '../../../page-data/context';
import type { JobsPageData } from '../../../page-data/types';
import { getPosting } from '../../../api/get-posting';

export type PostingState =
  | { status: 'loading' }
  | { status: 'found'; posting: BoardPosting }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads the posting `id`; `retry` asks again after a failure. An id that cannot be a posting's is not found without
 * asking, and the answer for an id no longer shown is dropped. A page that came with the posting (or its absence)
 * starts from it and does not ask again for that id.
 */
export function usePosting(id: string) {
  const page = usePageData();
  const [fromPage] = useState(() => stateFromPage(page, id));
  const [state, setState] = useState<PostingState>(fromPage ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The id the page data answered, until the hook asks the server for anything.
  const pageId = useRef(fromPage ? id : null);

  useEffect(() => {
    if (pageId.current === id && attempt === 0) return;
    pageId.current = null;
    if (!isPostingId(id)) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPosting(id, controller.signal).then(
      (posting) => {
        if (!controller.signal.aborted) setState({ status: 'found', posting });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiClientError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : 'Failed to load the job' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

function stateFromPage(page: JobsPageData | null, id: string): PostingState | null {
  if (page?.kind === 'posting' && page.id === id) return { status: 'found', posting: page.posting };
  if (page?.kind === 'posting-not-found' && page.id === id) return { status: 'not-found' };
  return null;
}
