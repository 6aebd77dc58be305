import { featuredJobsMax, type BoardJob } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { JobGrid } from '../../../components/job-grid';

/**
 * Home (docs/pages.md#home): up to three featured jobs, in the order the API gives them (it shuffles); three
 * placeholder cards while there are none. `jobs` is null when they could not be loaded.
 */
export function FeaturedJobs({ jobs }: { jobs: BoardJob[] | null }) {
  return (
    <section className="container jobs-section" aria-labelledby="jobs-featured-heading">
      <h2 id="jobs-featured-heading">Featured Design Jobs</h2>
      {jobs === null ? (
        <LoadFailed message="Failed to load featured jobs" href="/" />
      ) : jobs.length > 0 ? (
        <JobGrid jobs={jobs.slice(0, featuredJobsMax)} variant="home" listId="jobs-featured-job" />
      ) : (
        <Placeholders />
      )}
    </section>
  );
}

function Placeholders() {
  return (
    <ul className="grid jobs-card-list">
      {Array.from({ length: featuredJobsMax }, (_, index) => (
        <li key={index} className="card stack">
          <h3>New remote design roles are on the way</h3>
          <p className="muted">Check back soon for featured jobs from employers hiring designers worldwide.</p>
        </li>
      ))}
    </ul>
  );
}
