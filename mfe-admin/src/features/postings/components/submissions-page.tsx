import { Link } from '@rdj/router';
import { StatusFilter } from '../../../components/status-filter';
import { useStatusFilter } from '../../../hooks/use-status-filter';
import { statusFilters } from '../api/submissions';
import { useSubmissions } from '../hooks/use-submissions';
import { SubmissionsTable } from './submissions-table';

/** `/admin/job-submissions`: postings employers sent, filtered by status (Pending first). */
export function SubmissionsPage() {
  const [filter, setFilter] = useStatusFilter(statusFilters, 'pending');
  const state = useSubmissions(filter);

  return (
    <section className="container stack admin-page">
      <h1>Job Submissions</h1>
      <p>
        <Link to="/admin/dashboard">Back to Dashboard</Link> · <Link to="/admin/job-reports">Reported jobs</Link>
      </p>
      <StatusFilter id="submission-status" options={statusFilters} value={filter} onChange={setFilter} />
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
