/**
 * The category pages' salary floor and "I work from" filters (docs/postings.md#salary-filter and
 * docs/postings.md#work-from-filter): how a job's salary and places are read, the same for approved postings and
 * provider jobs when the index stores them, and the choices the page offers. Plain data with no zod, so the category page stays small.
 */
import type { Job } from './job';
import { formatSalary, readSalary, type SalaryRange } from './salary';
import { readWorkFrom } from './work-from';

/** The yearly floors the category page offers; any whole number up to `maxSalaryFloor` works in an address. */
export const salaryFloorSteps = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000] as const;

/** The highest floor `/api/jobs?salary=` takes, a year. */
export const maxSalaryFloor = 1_000_000;

/** What the page says beside each filter about the jobs it cannot judge (docs/postings.md#salary-filter). */
export const salaryFilterNote = "Jobs that don't state a salary are hidden while a minimum is set.";
export const workFromFilterNote = "Jobs that don't say where they can be done from are hidden while a country is set.";

/**
 * A job as the filters read it: a posting carries its range and areas (`salaryRange`, `workFrom`); a provider job
 * only its text, read with `readSalary` and `readWorkFrom`.
 */
export type FilterableJob = Pick<Job, 'salary' | 'location'> & {
  salaryRange?: SalaryRange | null;
  workFrom?: readonly string[] | null;
};

/** The job's salary as a range, or null when it gives none we can read. */
export function salaryOf(job: FilterableJob): SalaryRange | null {
  return job.salaryRange ?? readSalary(job.salary);
}

/** What a card says where a job gives no pay that reads as a range (docs/postings.md#salary). */
export const payNotDisclosed = 'Pay not disclosed';

/** The category pages' checkbox that keeps only jobs whose pay reads as a range (docs/postings.md#shows-pay-filter). */
export const showsPayLabel = 'Shows pay';

/**
 * A card's pay line (docs/postings.md#salary): the range, "$60,000 – $80,000 per year", or "Pay not disclosed" for a
 * job whose pay does not read as one (a posting that did not disclose it, a provider text `readSalary` cannot read,
 * or none). The same jobs the "Shows pay" filter leaves out.
 */
export function payLine(job: FilterableJob): string {
  const range = salaryOf(job);
  return range ? formatSalary(range) : payNotDisclosed;
}

/** The areas the job can be done from ([] is worldwide), or null when it does not say. */
export function workFromOf(job: FilterableJob): readonly string[] | null {
  return job.workFrom ?? readWorkFrom(job.location);
}
