import type { JobSubmission } from '@rdj/shared';
import type { Action } from '../api/submissions';
import type { ReviewState } from '../hooks/use-submission';
import { isOpenPosting } from './posting-state';

interface ReviewActionsProps {
  submission: JobSubmission;
  review: ReviewState;
  onReview: (action: Action) => void;
}

const doneText: Record<Action, string> = {
  approve: 'Submission approved.',
  reject: 'Submission rejected.',
  close: 'Posting closed. Its page now says it no longer takes applications.',
};

/**
 * Approve and Reject; the one matching the current status is left out, so a decision can still be reversed. An
 * approved posting that is still open can also be closed now (docs/postings.md#lifecycle).
 */
export function ReviewActions({ submission, review, onReview }: ReviewActionsProps) {
  const { status } = submission;
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
        {isOpenPosting(submission) && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onReview('close')}>
            {review.busy === 'close' ? 'Closing...' : 'Close posting'}
          </button>
        )}
      </div>
    </div>
  );
}
