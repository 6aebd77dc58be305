import { Link, useParams } from '@rdj/router';
import { useSubmission } from '../hooks/use-submission';
import { ReviewActions } from './review-actions';
import { SubmissionDetails } from './submission-details';

/** `/admin/job-submissions/:id`: every field of one submission, with Approve and Reject. */
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
          <ReviewActions status={state.data.status} review={review} onReview={submitReview} />
          <SubmissionDetails submission={state.data} />
        </>
      )}
    </section>
  );
}
