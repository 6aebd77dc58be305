import { companyLogoSize, safeRedirectUrl, type CompanyWithJobs } from '@rdj/shared';
import { JobGrid } from '../../../components/job-grid';

/** The website's address as a visitor reads it: its host, without `www.`. */
function hostOf(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}

/**
 * A company and its open postings (docs/postings.md#companies). The website opens in a new tab without opener or
 * referrer, as on a posting's page; the logo is served from our origin in a box of fixed size.
 */
export function CompanyDetails({ page }: { page: CompanyWithJobs }) {
  const { company, jobs } = page;
  const website = safeRedirectUrl(company.website);
  return (
    <div className="stack">
      <header className="card jobs-company-header">
        {company.logoUrl && (
          <img
            className="jobs-company-logo"
            src={company.logoUrl}
            width={companyLogoSize}
            height={companyLogoSize}
            alt={`${company.name} logo`}
          />
        )}
        <div className="stack">
          <h1>{company.name}</h1>
          {website && (
            <p>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {hostOf(website)}
              </a>
            </p>
          )}
        </div>
      </header>
      <section className="stack" aria-labelledby="company-jobs">
        <h2 id="company-jobs">Open remote design jobs at {company.name}</h2>
        {jobs.length > 0 ? (
          <JobGrid jobs={jobs} variant="category" listId="company-jobs" />
        ) : (
          <p className="muted">
            {company.name} has no open jobs right now. <a href="/">Browse all remote design jobs</a>
          </p>
        )}
      </section>
    </div>
  );
}
