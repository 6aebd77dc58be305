import { cardFields, postingCategories, safeRedirectUrl, type BoardPosting } from '@rdj/shared';
import { CalendarDay } from '../../../page-data/context';

/**
 * The full posting. Description and requirements are plain text: React escapes them, and CSS keeps the employer's
 * line breaks, so no markup they typed is ever interpreted.
 */
export function PostingDetails({ posting }: { posting: BoardPosting }) {
  const { location, type } = cardFields(posting, 'home');
  const website = safeRedirectUrl(posting.companyWebsite);
  const category = postingCategories.find((c) => c.value === posting.category)?.label;

  return (
    <article className="card stack jobs-posting">
      <header className="stack jobs-posting-header">
        <h1>{posting.title}</h1>
        <p className="jobs-posting-company">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {posting.company}
            </a>
          ) : (
            posting.company
          )}
        </p>
        <ul className="jobs-posting-facts" aria-label="Job details">
          <li>{location}</li>
          <li>{type}</li>
          {category && <li>{category}</li>}
          {posting.salary && <li>{posting.salary}</li>}
        </ul>
        <p className="muted jobs-posting-dates">
          <span>
            Posted <CalendarDay value={posting.datePosted} />
          </span>
          <span>
            Apply before <CalendarDay value={posting.validThrough} />
          </span>
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
      <p>
        <a className="btn btn-primary" href={posting.applyHref} target="_blank" rel="noopener noreferrer">
          View Job
        </a>
      </p>
    </article>
  );
}
