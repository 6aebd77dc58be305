import { useCallback, useEffect, useState } from 'react';
import { useResource } from '@rdj/shared/loading';
import { messageOf } from '@rdj/shared/client';
import { closeSubmission, fetchSubmission, reviewSubmission, type Action } from '../api/submissions';

export interface ReviewState {
  /** The action under way, if any: every button waits for it. */
  busy: Action | null;
  /** The server's message when the last action failed. */
  error: string | null;
  /** The last action that succeeded in this visit. */
  done: Action | null;
}

const idle: ReviewState = { busy: null, error: null, done: null };

/**
 * One submission and the actions on it (approve, reject, close); a successful action replaces it with the server's
 * copy.
 */
export function useSubmission(id: string) {
  const load = useCallback((signal: AbortSignal) => fetchSubmission(id, signal), [id]);
  const { state, setData } = useResource(load, { notFound: true });
  const [review, setReview] = useState<ReviewState>(idle);

  useEffect(() => setReview(idle), [id]);

  async function submitReview(action: Action) {
    setReview({ busy: action, error: null, done: null });
    try {
      setData(await (action === 'close' ? closeSubmission(id) : reviewSubmission(id, action)));
      setReview({ busy: null, error: null, done: action });
    } catch (error) {
      setReview({ busy: null, error: messageOf(error), done: null });
    }
  }

  return { state, review, submitReview };
}
