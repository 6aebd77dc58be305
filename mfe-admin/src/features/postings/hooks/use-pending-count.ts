import { useResource } from '@rdj/shared/loading';
import { fetchSubmissions } from '../api/submissions';

const countPending = async (signal: AbortSignal) => (await fetchSubmissions('pending', signal)).submissions.length;

/** How many job submissions wait for review. */
export function usePendingCount() {
  return useResource(countPending).state;
}
