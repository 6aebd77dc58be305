import '../company.css';
import { Link, useParams } from '@rdj/router';
import { useCompany } from '../hooks/use-company';
import { CompanyDetails } from './company-details';

/** `/companies/{slug}`: a company's page (docs/postings.md#companies). The edge already sent its head and Organization data. */
export function CompanyPage() {
  const { state, retry } = useCompany(useParams().slug ?? '');

  return (
    <section className="container jobs-section">
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'found' && <CompanyDetails page={state.page} />}
      {state.status === 'not-found' && (
        <div className="card stack">
          <h1>Company not found</h1>
          <p>No company on the board has this address.</p>
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
