import { Link, useSearchParams } from '@rdj/router';
import { statusFilters, type StatusFilter } from '../api/submissions';
import { useSubmissions } from '../hooks/use-submissions';
import { SubmissionsTable } from './submissions-table';

function filterOf(value: string | null): StatusFilter {
  return statusFilters.find((f) => f.value === value)?.value ?? 'pending';
}

/** `/admin/job-submissions`: postings employers sent, filtered by status (Pending first). */
export function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const state = useSubmissions(filter);

  return (
    <section className="container stack admin-page">
      <h1>Job Submissions</h1>
      <p>
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </p>
      <div className="field admin-filter">
        <label htmlFor="submission-status">Status</label>
        <select
          id="submission-status"
          className="input"
          value={filter}
          onChange={(event) => setParams({ status: event.target.value }, { replace: true })}
        >
          {statusFilters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'loading' && <p className="muted">Loading submissions...</p>}
      {state.status === 'failed' && (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">{filter === 'all' ? 'No submissions yet' : `No ${filter} submissions`}</p>
        ) : (
          <SubmissionsTable submissions={state.data} />
        ))}
    </section>
  );
}
