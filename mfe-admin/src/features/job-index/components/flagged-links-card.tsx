import { formatDate, type FlaggedLink, type FlaggedLinkDecision } from '@rdj/shared';
import { FlashMessage } from '../../../components/flash-message';
import { LoadFailed } from '../../../components/load-failed';
import { RowActions, type RowAction } from '../../../components/row-actions';
import type { RowActionState } from '../../../hooks/use-row-action';
import { useFlaggedLinks } from '../hooks/use-flagged-links';

const decisions: readonly RowAction<FlaggedLinkDecision>[] = [
  { action: 'keep', label: 'Keep listed', busyLabel: 'Keeping...' },
  { action: 'close', label: 'Close job', busyLabel: 'Closing...', primary: true },
];

/**
 * The dashboard's Flagged links card (docs/job-index.md#link-checks): each open job whose apply link now redirects to a
 * site's front page or a generic careers page, with where it lands, for the admin to look at and keep listed or close.
 */
export function FlaggedLinksCard() {
  const { state, reload, decision, decide } = useFlaggedLinks();
  return (
    <section className="card stack" aria-labelledby="admin-flagged-links-heading">
      <h3 id="admin-flagged-links-heading">Flagged links</h3>
      <FlashMessage flash={decision.flash} />
      {state.status === 'loading' && <p className="muted">Loading the flagged links...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.flagged.length === 0 ? (
          <p className="muted">No job's link lands on a front or careers page.</p>
        ) : (
          <ul className="stack" aria-label="Jobs whose link lands on a front or careers page">
            {state.data.flagged.map((job) => (
              <FlaggedJob key={job.key} job={job} decision={decision} onDecide={(key, chosen) => void decide(key, chosen)} />
            ))}
          </ul>
        ))}
    </section>
  );
}

interface FlaggedJobProps {
  job: FlaggedLink;
  decision: RowActionState<FlaggedLinkDecision>;
  onDecide: (key: string, decision: FlaggedLinkDecision) => void;
}

function FlaggedJob({ job, decision, onDecide }: FlaggedJobProps) {
  return (
    <li>
      <strong>{job.postingPath ? <a href={job.postingPath}>{job.title}</a> : job.title}</strong>
      {job.company && ` at ${job.company}`}
      <br />
      <a href={job.link} target="_blank" rel="noopener noreferrer nofollow">
        {job.link}
      </a>{' '}
      now lands on{' '}
      <a href={job.flaggedTo} target="_blank" rel="noopener noreferrer nofollow">
        {job.flaggedTo}
      </a>{' '}
      <span className="muted">(since {formatDate(job.flaggedAt, 'UTC')})</span>
      <RowActions rowKey={job.key} actions={decisions} state={decision} onAct={onDecide} />
    </li>
  );
}
