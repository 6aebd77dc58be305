import { formatDate, jobReportReasons, scamClientsToHide, type JobReportDecision, type ReportedJob } from '@rdj/shared';
import { RowActions, type RowAction } from '../../../components/row-actions';
import type { RowActionState } from '../../../hooks/use-row-action';

interface ReportedJobProps {
  job: ReportedJob;
  decision: RowActionState<JobReportDecision>;
  onDecide: (jobKey: string, decision: JobReportDecision) => void;
}

const decisions: readonly RowAction<JobReportDecision>[] = [
  { action: 'dismiss', label: 'Dismiss reports', busyLabel: 'Dismissing...' },
  { action: 'take-down', label: 'Take job down', busyLabel: 'Taking down...', primary: true },
];

/** One job of the queue (docs/admin.md#reported-jobs): its reports counted per reason, what visitors wrote, and the two decisions. */
export function ReportedJobCard({ job, decision, onDecide }: ReportedJobProps) {
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
      <RowActions rowKey={job.jobKey} actions={decisions} state={decision} onAct={onDecide} />
    </li>
  );
}
