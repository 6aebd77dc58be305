import { categories, categoryListingOf, searchKeywords } from '@rdj/shared';
import { cachedSearch } from '../provider/cache';
import { filterProviderJobs } from '@rdj/shared';
import { categorySearch } from '../provider/provider';
import { providerAlertJob } from './jobs';
import { queueNewJobs } from './match';
import { enqueue } from './messages';
import { deleteOldDeliveries, deleteStalePending } from './queries';

/**
 * Every 30 minutes: each category's first provider page, as its page shows it (through the same cache, so a page
 * that was just viewed costs no provider call), and the jobs not seen before are matched against the alerts. A
 * category whose provider call fails is skipped until the next run.
 */
export async function refreshProviderJobs(env: Env, ctx: ExecutionContext): Promise<string[]> {
  const none = categoryListingOf(new URLSearchParams());
  const found = await Promise.all(
    categories.map(async (category) => {
      try {
        const answer = await cachedSearch(env, categorySearch(searchKeywords(category.keywords, ''), 1), (p) => ctx.waitUntil(p));
        const jobs = filterProviderJobs(category.slug, answer.jobs, none);
        return Promise.all(jobs.map((job) => providerAlertJob(env, job, category.slug)));
      } catch (err) {
        console.warn(`alerts: the ${category.slug} refresh failed:`, err instanceof Error ? err.message : err);
        return [];
      }
    }),
  );
  const seen = new Set<string>();
  const jobs = found.flat().filter((job) => !seen.has(job.key) && seen.add(job.key));
  return queueNewJobs(env, jobs);
}

/**
 * 08:00 UTC: the daily digests, on Mondays the weekly ones too, and a sweep of every alert's jobs left unsent (a
 * send that died, an alert turned back on), then the unconfirmed alerts older than 7 days go, and the deliveries
 * sent more than 30 days ago.
 */
export async function dailyAlertRun(env: Env, now: Date): Promise<void> {
  const frequencies = now.getUTCDay() === 1 ? (['daily', 'weekly'] as const) : (['daily'] as const);
  await enqueue(env, [...frequencies, 'instant' as const].map((frequency) => ({ kind: 'digest' as const, frequency, after: 0 })));
  await deleteStalePending(env);
  await deleteOldDeliveries(env);
}
