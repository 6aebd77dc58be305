import { formatDate, jobReportReasons, scamClientsToHide, type JobReportDecision, type ReportedJob } from '@rdj/shared';
import type { DecisionState } from '../hooks/use-reported-jobs';

interface ReportedJobProps {
  job: ReportedJob;
  decision: DecisionState;
  onDecide: (jobKey: string, decision: JobReportDecision) => void;
}

/** One job of the queue (docs/admin.md#reported-jobs): its reports counted per reason, what visitors wrote, and the two decisions. */
export function ReportedJobCard({ job, decision, onDecide }: ReportedJobProps) {
  const busy = decision.busy !== null;
  const mine = decision.busy?.jobKey === job.jobKey ? decision.busy.decision : null;
  const title = job.title ?? job.jobKey;
  return (
    <li className="card stack admin-reported-job">
      <h2>{job.path ? <a href={job.path}>{title}</a> : title}</h2>
      {job.hidden && <p className="alert alert-error">Hidden until you decide: {scamClientsToHide} visitors reported it as a scam.</p>}
      <dl className="admin-report-counts" aria-label="Reports per reason">
        {jobReportReasons.map((reason) => (
          <div key={reason.value}>
            <dt>{reason.label}</dt>
            <dd>{job.counts[reason.value]}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        {job.verified} verified, {job.unverified} unverified · last reported {formatDate(job.lastReportedAt)}
      </p>
      {job.details.length > 0 && (
        <ul aria-label="What visitors wrote">
          {job.details.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      <div className="admin-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onDecide(job.jobKey, 'dismiss')}>
          {mine === 'dismiss' ? 'Dismissing...' : 'Dismiss reports'}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onDecide(job.jobKey, 'take-down')}>
          {mine === 'take-down' ? 'Taking down...' : 'Take job down'}
        </button>
      </div>
    </li>
  );
}
