import { useCallback, useEffect, useState } from 'react';
import { useResource } from '../../../hooks/use-resource';
import { messageOf } from '../../../lib/api-errors';
import { fetchSubmission, reviewSubmission, type Review } from '../api/submissions';

export interface ReviewState {
  /** The review under way, if any: both buttons wait for it. */
  busy: Review | null;
  /** The server's message when the last review failed. */
  error: string | null;
  /** The last review that succeeded in this visit. */
  done: Review | null;
}

const idle: ReviewState = { busy: null, error: null, done: null };

/** One submission and the approve/reject actions on it; a successful review replaces it with the server's copy. */
export function useSubmission(id: string) {
  const load = useCallback((signal: AbortSignal) => fetchSubmission(id, signal), [id]);
  const { state, setData } = useResource(load, { notFound: true });
  const [review, setReview] = useState<ReviewState>(idle);

  useEffect(() => setReview(idle), [id]);

  async function submitReview(decision: Review) {
    setReview({ busy: decision, error: null, done: null });
    try {
      setData(await reviewSubmission(id, decision));
      setReview({ busy: null, error: null, done: decision });
    } catch (error) {
      setReview({ busy: null, error: messageOf(error), done: null });
    }
  }

  return { state, review, submitReview };
}
