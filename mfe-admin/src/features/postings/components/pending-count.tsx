import { usePendingCount } from '../hooks/use-pending-count';

/** The dashboard's Job Submissions card line: how many submissions wait for review. */
export function PendingCount() {
  const state = usePendingCount();
  if (state.status === 'failed') return <span className="muted">Pending submissions could not be counted.</span>;
  if (state.status !== 'ready') return <span className="muted">Counting pending submissions...</span>;
  const count = state.data;
  return (
    <span className="admin-pending">
      <strong>{count}</strong> pending {count === 1 ? 'submission' : 'submissions'}
    </span>
  );
}
