import type { SubmissionStatus } from '@rdj/shared';
import type { Review } from '../api/submissions';
import type { ReviewState } from '../hooks/use-submission';

interface ReviewActionsProps {
  status: SubmissionStatus;
  review: ReviewState;
  onReview: (decision: Review) => void;
}

const doneText: Record<Review, string> = { approve: 'Submission approved.', reject: 'Submission rejected.' };

/** Approve and Reject; the one matching the current status is left out, so a decision can still be reversed. */
export function ReviewActions({ status, review, onReview }: ReviewActionsProps) {
  const busy = review.busy !== null;
  return (
    <div className="stack">
      {review.error && (
        <p role="alert" className="alert alert-error">
          {review.error}
        </p>
      )}
      {review.done && (
        <p role="status" className="alert alert-success">
          {doneText[review.done]}
        </p>
      )}
      <div className="admin-actions">
        {status !== 'approved' && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onReview('approve')}>
            {review.busy === 'approve' ? 'Approving...' : 'Approve'}
          </button>
        )}
        {status !== 'rejected' && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onReview('reject')}>
            {review.busy === 'reject' ? 'Rejecting...' : 'Reject'}
          </button>
        )}
      </div>
    </div>
  );
}
