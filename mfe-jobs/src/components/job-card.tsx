import './job-card.css';
import {
  cardFields,
  jobBadges,
  parseUpdated,
  payLine,
  payNotDisclosed,
  postedDateText,
  reportJobHref,
  type Badge,
  type BoardJob,
  type CardVariant,
} from '@rdj/shared';
import { CalendarDay } from '@rdj/shared/islands';

/** The badges with a colour of their own (job-card.css); Featured and 100% Remote keep the plain badge's. */
const badgeClass: Partial<Record<Badge, string>> = {
  New: 'jobs-badge-new',
  Urgent: 'jobs-badge-urgent',
  'Competitive Pay': 'jobs-badge-pay',
};

/**
 * One job as the board lists it (docs/pages.md#job-card): its defaults and badges come from `@rdj/shared`, so the
 * home page, the category pages and the feeds agree. The location line says where it can be done from, the pay line
 * shows the salary as a range when it reads as one and "Pay not disclosed" otherwise, and the company links to its
 * page when it has one. View Job goes through the redirect interstitial in a new tab, by the path the worker signed
 * (`applyHref`); a job without a page of its own has a Report link. `headingId` must be unique on the page and the same on the server and in the browser (see `JobGrid`).
 */
export function JobCard({ job, variant, headingId }: { job: BoardJob; variant: CardVariant; headingId: string }) {
  // Badges and "Updated Today" are measured from now: at the edge as it renders the page, in the browser when an
  // island adds the card (docs/pages.md#page-data).
  const now = new Date();
  const fields = cardFields(job, variant);
  const badges = jobBadges(job, now);
  const pay = payLine(job);
  const disclosed = pay !== payNotDisclosed;
  return (
    <article className="card jobs-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="jobs-card-title">
        {job.postingPath ? <a href={job.postingPath}>{fields.title}</a> : fields.title}
      </h3>
      {fields.company !== null && (
        <p className="jobs-card-company">{job.companyPath ? <a href={job.companyPath}>{fields.company}</a> : fields.company}</p>
      )}
      <p className={disclosed ? 'jobs-card-pay' : 'jobs-card-pay jobs-card-pay-undisclosed'}>{pay}</p>
      <ul className="jobs-card-facts" aria-label="Details">
        <li>{fields.location}</li>
        <li>{fields.type}</li>
        <li>
          {parseUpdated(job.updated) === null ? (
            postedDateText(job.updated, now)
          ) : (
            // The browser writes it again with its own clock and calendar (data-date, shared/browser/dates.ts).
            <time dateTime={job.updated ?? ''} data-date="posted">
              {postedDateText(job.updated, now)}
            </time>
          )}
        </li>
      </ul>
      {badges.length > 0 && (
        <ul className="jobs-card-badges" aria-label="Badges">
          {badges.map((badge) => (
            <li key={badge} className={`jobs-badge ${badgeClass[badge] ?? ''}`.trim()}>
              {badge}
              {badge === 'Competitive Pay' && !disclosed && (
                <>
                  {' '}
                  <span className="jobs-card-salary">{job.salary}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ul className="jobs-card-tags" aria-label="Tags">
        {fields.tags.map((tag) => (
          <li key={tag} className="jobs-tag">
            {tag}
          </li>
        ))}
      </ul>
      {(job.linkCheckedAt || !job.postingPath) && (
        <p className="muted jobs-card-checked">
          {job.linkCheckedAt && (
            // When the board's check last reached its apply link (docs/job-index.md#link-checks).
            <span>
              Link checked <CalendarDay value={job.linkCheckedAt} />
            </span>
          )}
          {!job.postingPath && (
            // A job without a page of its own is reported from a page of its own (docs/pages.md#reporting-a-job).
            <a className="jobs-card-report" href={reportJobHref(job.id)} rel="nofollow" aria-describedby={headingId}>
              Report
            </a>
          )}
        </p>
      )}
      <a className="btn btn-primary jobs-card-apply" href={job.applyHref} target="_blank" rel="noopener noreferrer">
        View Job
      </a>
    </article>
  );
}
