import { useResource } from '@rdj/shared/loading';
import { fetchAlertStats } from '../api/alert-stats';

/** The job alerts' figures for the dashboard card, and `reload` for its Retry. */
export function useAlertStats() {
  const { state, reload } = useResource(fetchAlertStats);
  return { state, reload };
}
