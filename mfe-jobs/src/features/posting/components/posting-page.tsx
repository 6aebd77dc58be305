import '../posting.css';
import { Link, useParams } from '@rdj/router';
import { usePosting } from '../hooks/use-posting';
import { PostingDetails } from './posting-details';

/**
 * `/jobs/{id}`: the public page of an approved posting, open or ended (docs/postings.md#lifecycle: an ended one says
 * it no longer takes applications). The edge already sent its head, and its JobPosting data while it is open.
 */
export function PostingPage() {
  const { state, retry } = usePosting(useParams().id ?? '');

  return (
    <section className="container jobs-section">
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'found' && <PostingDetails posting={state.posting} />}
      {state.status === 'not-found' && (
        <div className="card stack">
          <h1>Job not found</h1>
          <p>This job posting does not exist, or was never published.</p>
          <p>
            <Link to="/" className="btn btn-secondary">
              Back to Home
            </Link>
          </p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="stack">
          <p role="alert" className="alert alert-error">
            {state.message}
          </p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={retry}>
              Retry
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
