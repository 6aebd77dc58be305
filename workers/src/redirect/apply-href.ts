import { redirectHref, type ApplyLink, type Job } from '@rdj/shared';
import { redirectSignature } from './signature';

/** View Job's path for `link`: the redirect page with the link and its signature. */
export async function applyHref(env: Env, link: string): Promise<string> {
  return redirectHref(link, await redirectSignature(env, link));
}

/**
 * An answer of jobs (a listing page, the featured jobs) with each job's signed View Job path added: signed where
 * the answer leaves the worker, so the listing and its cache hold the jobs as the provider gave them.
 */
export async function withApplyHrefs<A extends { jobs: Job[] }>(
  env: Env,
  answer: A,
): Promise<Omit<A, 'jobs'> & { jobs: (A['jobs'][number] & ApplyLink)[] }> {
  const jobs = await Promise.all(answer.jobs.map(async (job) => ({ ...job, applyHref: await applyHref(env, job.link) })));
  return { ...answer, jobs };
}
