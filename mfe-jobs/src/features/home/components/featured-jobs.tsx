import { featuredJobsMax } from '@rdj/shared';
import { JobGrid } from '../../../components/job-grid';
import { useFeaturedJobs } from '../hooks/use-featured-jobs';

/** Home (docs/pages.md#home): up to three featured jobs; three placeholder cards while there are none (and while loading). */
export function FeaturedJobs() {
  const state = useFeaturedJobs();
  return (
    <section className="container jobs-section" aria-labelledby="jobs-featured-heading" aria-busy={state.status === 'loading'}>
      <h2 id="jobs-featured-heading">Featured Design Jobs</h2>
      {state.status === 'failed' ? (
        <p role="alert" className="alert alert-error">
          Failed to load featured jobs
        </p>
      ) : state.status === 'ready' && state.jobs.length > 0 ? (
        <JobGrid jobs={state.jobs} variant="home" listId="jobs-featured-job" />
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
