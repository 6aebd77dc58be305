import type { JobSubmission } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useEffect, useState } from 'react';
import { fetchSubmissions, type StatusFilter } from '../api/submissions';

export type SubmissionsState =
  | { status: 'loading' }
  | { status: 'ready'; submissions: JobSubmission[] }
  | { status: 'failed'; message: string };

/** Loads the submissions with `filter`; a newer filter cancels the request of the previous one. */
export function useSubmissions(filter: StatusFilter): SubmissionsState {
  const [state, setState] = useState<SubmissionsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSubmissions(filter, controller.signal).then(
      ({ submissions }) => !controller.signal.aborted && setState({ status: 'ready', submissions }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => controller.abort();
  }, [filter]);

  return state;
}

/** The server's message when it gave one; otherwise a generic sentence. */
export function messageOf(error: unknown): string {
  return error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.';
}
