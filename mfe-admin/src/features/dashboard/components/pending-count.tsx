import { usePendingCount } from '../hooks/use-pending-count';

/** The Job Submissions card's line: how many submissions wait for review. */
export function PendingCount() {
  const count = usePendingCount();
  if (count === null) return <span className="muted">Counting pending submissions...</span>;
  if (count === 'failed') return <span className="muted">Pending submissions could not be counted.</span>;
  return (
    <span className="admin-pending">
      <strong>{count}</strong> pending {count === 1 ? 'submission' : 'submissions'}
    </span>
  );
}
