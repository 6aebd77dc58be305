import type { BoardJob, CardVariant } from '@rdj/shared';
import { JobCard } from './job-card';

/**
 * A grid of job cards, one list item each; nothing when there are no jobs. `listId` names the list on its page: two
 * lists of one page may show the same job, and ids must come out the same on the server and in the browser.
 */
export function JobGrid({ jobs, variant, listId }: { jobs: BoardJob[]; variant: CardVariant; listId: string }) {
  if (jobs.length === 0) return null;
  return (
    <ul className="grid jobs-card-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} variant={variant} headingId={`${listId}-${encodeURIComponent(job.id)}`} />
        </li>
      ))}
    </ul>
  );
}
