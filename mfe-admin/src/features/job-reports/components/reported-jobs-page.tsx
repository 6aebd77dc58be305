import { Link } from '@rdj/router';
import { FlashMessage } from '../../../components/flash-message';
import { LoadFailed } from '../../../components/load-failed';
import { useReportedJobs } from '../hooks/use-reported-jobs';
import { ReportedJobCard } from './reported-job';

/** `/admin/job-reports`: the jobs visitors reported, grouped per job, for an administrator to decide (docs/admin.md#reported-jobs). */
export function ReportedJobsPage() {
  const { state, reload, decision, decide } = useReportedJobs();
  return (
    <section className="container stack admin-page">
      <h1>Reported Jobs</h1>
      <p>
        <Link to="/admin/job-submissions">Back to Job Submissions</Link>
      </p>
      <FlashMessage flash={decision.flash} />
      {state.status === 'loading' && <p className="muted">Loading reported jobs...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">No open reports</p>
        ) : (
          <ul className="stack admin-reported-jobs" aria-label="Reported jobs">
            {state.data.map((job) => (
              <ReportedJobCard key={job.jobKey} job={job} decision={decision} onDecide={(key, chosen) => void decide(key, chosen)} />
            ))}
          </ul>
        ))}
    </section>
  );
}
