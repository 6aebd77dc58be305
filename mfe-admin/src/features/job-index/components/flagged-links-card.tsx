import { formatDate, type FlaggedLink } from '@rdj/shared';
import { useResource } from '@rdj/shared/loading';
import { LoadFailed } from '../../../components/load-failed';
import { fetchFlaggedLinks } from '../api/flagged-links';

/**
 * The dashboard's Flagged links card (docs/job-index.md#link-checks): each open job whose apply link now redirects to a
 * site's front page or a generic careers page, with where it lands, for the admin to look at. A posting links to its
 * page, where it can be closed from the Job Submissions list.
 */
export function FlaggedLinksCard() {
  const { state, reload } = useResource(fetchFlaggedLinks);
  return (
    <section className="card stack" aria-labelledby="admin-flagged-links-heading">
      <h3 id="admin-flagged-links-heading">Flagged links</h3>
      {state.status === 'loading' && <p className="muted">Loading the flagged links...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.flagged.length === 0 ? (
          <p className="muted">No job's link lands on a front or careers page.</p>
        ) : (
          <ul className="stack" aria-label="Jobs whose link lands on a front or careers page">
            {state.data.flagged.map((job) => (
              <FlaggedJob key={job.key} job={job} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function FlaggedJob({ job }: { job: FlaggedLink }) {
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
    </li>
  );
}
