import type { BoardJob, CardVariant } from '@rdj/shared';
import { JobCard } from './job-card';

/** A grid of job cards, one list item each; nothing when there are no jobs. */
export function JobGrid({ jobs, variant }: { jobs: BoardJob[]; variant: CardVariant }) {
  if (jobs.length === 0) return null;
  return (
    <ul className="grid jobs-card-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
