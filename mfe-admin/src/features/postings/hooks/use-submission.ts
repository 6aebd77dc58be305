import type { JobSubmission } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useEffect, useState } from 'react';
import { fetchSubmission, reviewSubmission, type Review } from '../api/submissions';
import { messageOf } from './use-submissions';

export type SubmissionState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; submission: JobSubmission };

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
  const [state, setState] = useState<SubmissionState>({ status: 'loading' });
  const [review, setReview] = useState<ReviewState>(idle);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    setReview(idle);
    fetchSubmission(id, controller.signal).then(
      (submission) => !controller.signal.aborted && setState({ status: 'ready', submission }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The id is the only input: one the server refuses as malformed (400) names no submission either.
        const notFound = error instanceof ApiClientError && (error.status === 404 || error.status === 400);
        setState(notFound ? { status: 'not-found' } : { status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [id]);

  async function submitReview(decision: Review) {
    setReview({ busy: decision, error: null, done: null });
    try {
      const submission = await reviewSubmission(id, decision);
      setState({ status: 'ready', submission });
      setReview({ busy: null, error: null, done: decision });
    } catch (error) {
      setReview({ busy: null, error: messageOf(error), done: null });
    }
  }

  return { state, review, submitReview };
}
