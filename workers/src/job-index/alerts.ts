import { providerAlertJob } from '../alerts/jobs';
import { queueNewJobs } from '../alerts/match';
import { listedJob } from './listed-job';
import { enqueueIngest, type IngestMessage } from './messages';
import { indexedColumns, type IndexedJob } from './listing';

/**
 * New jobs one `ingest-alerts` message hands to the alerts: their signed links, one D1 batch recording them and
 * two queue calls for their matches keep an invocation well inside its CPU and subrequests, however many jobs a run
 * added (docs/job-index.md#alerts).
 */
const alertJobsPerMessage = 200;

type AlertsMessage = Extract<IngestMessage, { kind: 'ingest-alerts' }>;

/**
 * Hands a run's new provider jobs with ids in (afterId, upTo] to the alerts, `perMessage` of them, and queues the
 * rest as the next message (docs/job-index.md#alerts). Each is matched against every alert once, so an instant
 * alert hears of a job within minutes of the run that found it. A copy of an open posting is not a job of its own
 * (the posting was matched when it was approved). Answers how many it handed over.
 */
export async function alertNewJobs(env: Env, message: AlertsMessage, perMessage = alertJobsPerMessage): Promise<number> {
  const { runId, afterId, upTo } = message;
  const rows = await env.DB.prepare(
    `SELECT ${indexedColumns}, (SELECT json_group_array(c.category) FROM indexed_job_categories c WHERE c.job_id = j.id) AS categories
     FROM indexed_jobs j WHERE j.id > ?1 AND j.id <= ?2 AND j.source = 'provider' AND j.closed_at IS NULL AND j.duplicate_of IS NULL
     ORDER BY j.id LIMIT ?3`,
  )
    .bind(afterId, upTo, perMessage)
    .all<IndexedJob & { categories: string }>();
  const jobs = await Promise.all(
    rows.results.map((row) => providerAlertJob(env, row.key, listedJob(row), JSON.parse(row.categories) as string[])),
  );
  await queueNewJobs(env, jobs);
  const last = rows.results.at(-1);
  if (rows.results.length === perMessage && last) await enqueueIngest(env, [{ kind: 'ingest-alerts', runId, afterId: last.id, upTo }]);
  return jobs.length;
}
