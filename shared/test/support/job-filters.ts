/**
 * The visitor's filters written plainly over a list of jobs (docs/postings.md#salary-filter,
 * docs/postings.md#work-from-filter, docs/validation.md#category-job-filtering): the reference the job index's SQL
 * is checked against. Production filters in D1, on the columns `workers/src/job-index/rows.ts` reads from each job
 * once, with the same shared readers (`salaryOf`, `workFromOf`, `experienceLevelOf`, `matchesEmployment`).
 */
import {
  areasHolding,
  experienceLevelOf,
  matchesCategory,
  matchesEmployment,
  salaryOf,
  workFromOf,
  type ExperienceLevel,
  type FilterableJob,
  type Job,
  type SalaryFloor,
  type SalaryRange,
  yearlyTop,
} from '../../src/index';

/**
 * Whether a job whose salary is `range` reaches the floor: same currency, and the top of its range paid over a year
 * at least the floor. A job with no range we can read never does.
 */
export function meetsSalaryFloor(range: SalaryRange | null, floor: SalaryFloor | null): boolean {
  if (!floor) return true;
  return range !== null && range.currency === floor.currency && yearlyTop(range) >= floor.amount;
}

/**
 * Whether someone in `country` may take a job open to `areas` ([] is worldwide): a job open to one of the country's
 * states is in that country (docs/postings.md#work-from-filter).
 */
export function canWorkFrom(areas: readonly string[], country: string): boolean {
  const holding = areasHolding(country);
  return areas.length === 0 || areas.some((area) => holding.includes(area) || area.startsWith(`${country}-`));
}

/** The filters on pay and place as a listing request carries them; null (or false) is "not set". */
export interface PayPlaceFilters {
  salary: SalaryFloor | null;
  /** A country code of `countries`. */
  from: string | null;
  /** "Shows pay" (docs/postings.md#shows-pay-filter): only jobs whose pay reads as a range. */
  pay?: boolean;
}

/** The visitor's filters: employment and experience, and the salary floor and country of docs/postings.md. */
export interface JobFilters extends PayPlaceFilters {
  employment: readonly string[];
  experience: readonly ExperienceLevel[];
}

/**
 * Whether a job stays in a list narrowed by `filters`: its pay reads as a range while "Shows pay" is ticked, its salary reaches the floor (same currency, top of the range
 * over a year), and someone in `from` may take it (worldwide, the country, or a region holding it). A job whose
 * salary or place cannot be read is left out while that filter is set.
 */
export function meetsPayAndPlace(job: FilterableJob, filters: PayPlaceFilters): boolean {
  if (filters.pay && salaryOf(job) === null) return false;
  if (filters.salary && !meetsSalaryFloor(salaryOf(job), filters.salary)) return false;
  if (!filters.from) return true;
  const areas = workFromOf(job);
  return areas !== null && canWorkFrom(areas, filters.from);
}

/** Nothing chosen matches every level; otherwise the level the job's title or snippet names must be chosen. */
export function matchesExperience(job: Pick<Job, 'title' | 'snippet'>, chosen: readonly ExperienceLevel[]): boolean {
  return chosen.length === 0 || chosen.includes(experienceLevelOf(job));
}

/** Provider results as a category page lists them: the category rule, then every filter the visitor chose. */
export function filterProviderJobs<T extends Job>(categorySlug: string, jobs: T[], filters: JobFilters): T[] {
  return jobs.filter(
    (job) =>
      matchesCategory(categorySlug, job) &&
      matchesEmployment(job.type, filters.employment) &&
      matchesExperience(job, filters.experience) &&
      meetsPayAndPlace(job, filters),
  );
}
