import { isPostingId, type BoardPosting } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useCallback, useEffect, useState } from 'react';
import { getPosting } from '../api/get-posting';

export type PostingState =
  | { status: 'loading' }
  | { status: 'found'; posting: BoardPosting }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads the posting `id`; `retry` asks again after a failure. An id that cannot be a posting's is not found without
 * asking, and the answer for an id no longer shown is dropped.
 */
export function usePosting(id: string) {
  const [state, setState] = useState<PostingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
