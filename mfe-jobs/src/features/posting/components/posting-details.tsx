import {
  cardFields,
  chosenWorkFrom,
  companyPath,
  formatDate,
  formatSalary,
  postingCategories,
  safeRedirectUrl,
  utcOffsetText,
  workAreaName,
  type BoardPosting,
} from '@rdj/shared';
import { CalendarDay } from '@rdj/shared/islands';

/** The salary as the posting shows it: the range, an older posting's text, or Not disclosed (docs/postings.md#salary). */
function salaryText(posting: BoardPosting): string {
  if (posting.salaryRange) return formatSalary(posting.salaryRange);
  return posting.salary?.trim() || 'Not disclosed';
}

/** Where it can be done from: the chosen areas, Worldwide, or an older posting's location text (default Remote). */
function workFromText(posting: BoardPosting): string {
  const areas = chosenWorkFrom(posting);
  if (areas === null) return cardFields(posting, 'home').location;
  return areas.length === 0 ? 'Worldwide' : areas.map(workAreaName).join(', ');
}

/** The band of time zones, when the employer set one. */
function timeZonesText({ tzMin, tzMax }: BoardPosting): string | null {
  if (tzMin === null || tzMax === null) return null;
  return tzMin === tzMax ? utcOffsetText(tzMin) : `${utcOffsetText(tzMin)} to ${utcOffsetText(tzMax)}`;
}

/**
 * The full posting. Description and requirements are plain text: React escapes them, and CSS keeps the employer's
 * line breaks, so no markup they typed is ever interpreted. Once it ended (closed or expired) it says so and has no
 * View Job (docs/postings.md#lifecycle).
 */
export function PostingDetails({ posting }: { posting: BoardPosting }) {
  const { type } = cardFields(posting, 'home');
  const website = safeRedirectUrl(posting.companyWebsite);
  const category = postingCategories.find((c) => c.value === posting.category)?.label;
  const timeZones = timeZonesText(posting);

  return (
    <article className="card stack jobs-posting">
      <header className="stack jobs-posting-header">
        <h1>{posting.title}</h1>
        {!posting.open && (
          <p className="alert alert-error jobs-posting-ended">
            This job is no longer accepting applications.
          </p>
        )}
        <p className="jobs-posting-company">
          {posting.companySlug ? (
            <a href={companyPath(posting.companySlug)}>{posting.company}</a>
          ) : website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {posting.company}
            </a>
          ) : (
            posting.company
          )}
        </p>
        <ul className="jobs-posting-facts" aria-label="Job details">
          <li>{type}</li>
          {category && <li>{category}</li>}
        </ul>
        <dl className="jobs-posting-terms">
          <div>
            <dt>Salary</dt>
            <dd>{salaryText(posting)}</dd>
          </div>
          <div>
            <dt>Work from</dt>
            <dd>{workFromText(posting)}</dd>
          </div>
          {timeZones && (
            <div>
              <dt>Time zones</dt>
              <dd>{timeZones}</dd>
            </div>
          )}
          {posting.benefits && (
            <div>
              <dt>Benefits and other pay</dt>
              <dd className="jobs-posting-text">{posting.benefits}</dd>
            </div>
          )}
        </dl>
        <p className="muted jobs-posting-dates">
          <span>
            Posted <CalendarDay value={posting.datePosted} />
          </span>
          {posting.open && posting.applicationCloses ? (
            <span>
              {/* A calendar day the employer chose (docs/postings.md#pay-transparency-laws), the same in every zone. */}
              Applications close on <time dateTime={posting.applicationCloses}>{formatDate(`${posting.applicationCloses}T12:00:00Z`, 'UTC')}</time>
            </span>
          ) : posting.open ? (
            <span>
              Apply before <CalendarDay value={posting.validThrough} />
            </span>
          ) : (
            <span>
              Ended <CalendarDay value={posting.closedAt ?? posting.validThrough} />
            </span>
          )}
          {posting.linkCheckedAt && (
            <span>
              Link checked <CalendarDay value={posting.linkCheckedAt} />
            </span>
          )}
        </p>
      </header>
      <section className="stack" aria-labelledby="posting-description">
        <h2 id="posting-description">Job Description</h2>
        <div className="jobs-posting-text" data-testid="posting-description">
          {posting.description}
        </div>
      </section>
      {posting.requirements && (
        <section className="stack" aria-labelledby="posting-requirements">
          <h2 id="posting-requirements">Requirements</h2>
          <div className="jobs-posting-text" data-testid="posting-requirements">
            {posting.requirements}
          </div>
        </section>
      )}
      {posting.open && posting.applyHref && (
        <p>
          <a className="btn btn-primary" href={posting.applyHref} target="_blank" rel="noopener noreferrer">
            View Job
          </a>
        </p>
      )}
    </article>
  );
}
