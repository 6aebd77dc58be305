import { Link, useParams } from '@rdj/router';
import { useSubmission } from '../hooks/use-submission';
import { EditOf } from './edit-of';
import { ReviewActions } from './review-actions';
import { FlagList } from './review-flags';
import { SubmissionDetails } from './submission-details';

/**
 * `/admin/job-submissions/:id`: every field of one submission, what the review flagged (docs/postings.md#review), the
 * live posting an edit would replace, with Approve, Reject and, while it is open, Close posting.
 */
export function SubmissionPage() {
  const { id = '' } = useParams();
  const { state, review, submitReview } = useSubmission(id);

  return (
    <section className="container stack admin-page">
      <p>
        <Link to="/admin/job-submissions">Back to Job Submissions</Link>
      </p>
      {state.status === 'loading' && <p className="muted">Loading submission...</p>}
      {state.status === 'not-found' && (
        <>
          <h1>Submission not found</h1>
          <p className="muted">There is no job submission at this address.</p>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <h1>Job Submission</h1>
          <p role="alert" className="alert alert-error">
            {state.message}
          </p>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <h1>{state.data.title}</h1>
          {state.data.editOf !== null && <EditOf id={state.data.editOf} />}
          <FlagList flags={state.data.flags} />
          <ReviewActions submission={state.data} review={review} onReview={submitReview} />
          <SubmissionDetails submission={state.data} />
        </>
      )}
    </section>
  );
}
