import { useResource } from '@rdj/shared/loading';
import { fetchIndexStatus } from '../api/index-status';

/** The job index's freshness for the dashboard card, and `reload` for its Retry. */
export function useIndexStatus() {
  const { state, reload } = useResource(fetchIndexStatus);
  return { state, reload };
}
