import { employmentTypes, postingJob, postingPage, toPublicPosting, type Job, type JobSubmission } from '@rdj/shared';
import { experienceLevelOf, matchesEmployment, salaryOf } from '@rdj/shared';
import { publicOrigin } from '../http/origin';
import { applyHref } from '../redirect/apply-href';

/**
 * A new job as the alerts keep it (`alert_jobs.job`): what a mail shows, and the facts matching needs, worked out
 * once per job so the match is one SQL statement (alerts/match.ts).
 */
export interface AlertJob {
  key: string;
  title: string;
  company: string | null;
  location: string | null;
  type: string | null;
  salary: string | null;
  /** Absolute: the posting's page, or the signed redirect to a provider job. */
  href: string;
  /** The category pages it belongs to, and '' (the alerts for every category). */
  categories: string[];
  /** The employment filter values it passes (docs/validation.md#employment-and-experience-filters). */
  employment: string[];
  experience: string;
  /** Title and snippet, lower-cased: every word of an alert's search must be in it. */
  text: string;
  /**
   * Whether its pay reads as a range, what an alert with Shows pay asks (docs/postings.md#shows-pay-filter). A job
   * kept before this was read has none, and matches no such alert.
   */
  showsPay?: boolean;
}

function facts(job: Job, pageSlugs: string[]): Omit<AlertJob, 'key' | 'href'> {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    salary: job.salary,
    categories: ['', ...new Set(pageSlugs)],
    employment: employmentTypes.filter((type) => matchesEmployment(job.type, [type])),
    experience: experienceLevelOf(job),
    text: `${job.title} ${job.snippet}`.toLowerCase(),
    showsPay: salaryOf(job) !== null,
  };
}

/** An approved posting (a board job with its page): it belongs to the page its form category shows on. */
function postingAlertJob(env: Env, job: Job, formCategory: string): AlertJob {
  const page = postingPage(formCategory);
  return { key: `posting:${job.id}`, href: `${publicOrigin(env)}${job.postingPath}`, ...facts(job, page ? [page] : []) };
}

/**
 * A provider job the job index took in (docs/job-index.md#alerts): `key` its index key, `pageSlugs` the category
 * pages that list it.
 */
export async function providerAlertJob(env: Env, key: string, job: Job, pageSlugs: string[]): Promise<AlertJob> {
  return { key, href: `${publicOrigin(env)}${await applyHref(env, job.link)}`, ...facts(job, pageSlugs) };
}

/** An approved posting as a new job for the alerts, or null when it is not public (expired already). */
export function approvedPostingJob(env: Env, submission: JobSubmission, now = new Date()): AlertJob | null {
  const posting = toPublicPosting(submission, now);
  return posting ? postingAlertJob(env, postingJob(posting), submission.category) : null;
}
