import { providerAlertJob } from '../alerts/jobs';
import { queueNewJobs } from '../alerts/match';
import { listedJob } from './listed-job';
import { indexedColumns, type IndexedJob } from './search';

/**
 * Hands the provider jobs a run added (ids above `afterId`) to the alerts (docs/job-index.md#alerts): each is matched
 * against every alert once, so an instant alert hears of a job within minutes of the run that found it. A copy of
 * an open posting is not a job of its own (the posting was matched when it was approved). Answers how many went.
 */
export async function alertNewJobs(env: Env, afterId: number): Promise<number> {
  const rows = await env.DB.prepare(
    `SELECT ${indexedColumns}, (SELECT json_group_array(c.category) FROM indexed_job_categories c WHERE c.job_id = j.id) AS categories
     FROM indexed_jobs j WHERE j.id > ?1 AND j.source = 'provider' AND j.closed_at IS NULL AND j.duplicate_of IS NULL`,
  )
    .bind(afterId)
    .all<IndexedJob & { categories: string }>();
  const jobs = await Promise.all(
    rows.results.map((row) => providerAlertJob(env, row.key, listedJob(row), JSON.parse(row.categories) as string[])),
  );
  return (await queueNewJobs(env, jobs)).length;
}
