import type { AlertJob } from './jobs';
import { chunked } from '../lib/chunked';
import { queueBatchMax } from '../lib/queues';
import { enqueue } from './messages';

/**
 * Alerts one `match` message covers, by id: the unit of work that keeps one invocation's CPU, D1 time and queue calls
 * bounded however many alerts there are (docs/alerts.md#scale). A job matching every alert of a page queues at most
 * this many sends, in `matchPageSize / 100` queue calls. A job's first page queues the others (alerts/queue.ts).
 */
export const matchPageSize = 5000;

/**
 * The match, in one statement: the confirmed alerts in the id range whose category is one of the job's ('' being
 * every category), whose filters it passes (Shows pay too) and whose every search word is in its text get a delivery row. The
 * delivery's primary key makes a job reach an alert at most once, whatever runs twice; RETURNING gives only the new
 * rows, and which of them go out now.
 */
const matchSql = `
INSERT INTO alert_deliveries (alert_id, job_key, instant)
SELECT a.id, ?1, a.frequency = 'instant' FROM job_alerts a
WHERE a.status = 'confirmed' AND a.id > ?2 AND a.id <= ?3
  AND a.category IN (SELECT value FROM json_each(?4))
  AND (a.employment = '[]' OR EXISTS (SELECT 1 FROM json_each(a.employment) e WHERE e.value IN (SELECT value FROM json_each(?5))))
  AND (a.experience = '[]' OR EXISTS (SELECT 1 FROM json_each(a.experience) x WHERE x.value = ?6))
  AND NOT EXISTS (SELECT 1 FROM json_each(a.terms) t WHERE instr(?7, t.value) = 0)
  AND (a.pay = 0 OR ?8 = 1)
ON CONFLICT DO NOTHING
RETURNING alert_id AS alertId, instant`;

interface MatchResult {
  matched: number;
  /** Sends queued now (the instant alerts among the matched). */
  instant: number;
  /** The highest alert id now: the pages of this job end there. */
  maxId: number;
  /** What the match statement cost D1 (its own figures: milliseconds, rows read and written). */
  d1: { ms: number; rowsRead: number; rowsWritten: number };
  /** Calls this page made: one D1 batch and the queue batches of its sends. */
  subrequests: number;
}

/** Matches `job` against the alerts with ids in (after, after + matchPageSize], and queues the instant ones' sends. */
export async function matchPage(env: Env, job: AlertJob, after: number): Promise<MatchResult> {
  const last = after + matchPageSize;
  const [inserted, top] = await env.DB.batch<{ alertId?: number; instant?: number; id?: number | null }>([
    env.DB.prepare(matchSql).bind(job.key, after, last, JSON.stringify(job.categories), JSON.stringify(job.employment), job.experience, job.text, job.showsPay ? 1 : 0),
    env.DB.prepare('SELECT max(id) AS id FROM job_alerts'),
  ]);
  const rows = inserted!.results;
  const instant = rows.filter((row) => row.instant).map((row) => ({ kind: 'send' as const, alertId: row.alertId! }));
  await enqueue(env, instant);
  const maxId = top!.results[0]?.id ?? 0;
  const meta = inserted!.meta;
  return {
    matched: rows.length,
    instant: instant.length,
    maxId,
    d1: { ms: meta.duration ?? 0, rowsRead: meta.rows_read ?? 0, rowsWritten: meta.rows_written ?? 0 },
    subrequests: 1 + Math.ceil(instant.length / queueBatchMax),
  };
}

/**
 * Records new jobs (those whose key `alert_jobs` has not seen) and queues their match from the first alert. Answers
 * the keys that were new: a job already seen is never matched again.
 */
export async function queueNewJobs(env: Env, jobs: AlertJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  // Two bound parameters a row: 40 rows a statement stays under D1's 100.
  const statements = chunked(jobs, 40).map((chunk) => {
    const values = chunk.map(() => '(?, ?)').join(', ');
    const params = chunk.flatMap((job) => [job.key, JSON.stringify(job)]);
    return env.DB.prepare(`INSERT INTO alert_jobs (job_key, job) VALUES ${values} ON CONFLICT DO NOTHING RETURNING job_key AS key`).bind(...params);
  });
  const results = await env.DB.batch<{ key: string }>(statements);
  const fresh = results.flatMap((result) => result.results.map((row) => row.key));
  try {
    await enqueue(env, fresh.map((jobKey) => ({ kind: 'match' as const, jobKey, after: 0 })));
  } catch (err) {
    // Not queued: not seen either, so the next approval or refresh matches them.
    await env.DB.prepare('DELETE FROM alert_jobs WHERE job_key IN (SELECT value FROM json_each(?))').bind(JSON.stringify(fresh)).run();
    throw err;
  }
  return fresh;
}
