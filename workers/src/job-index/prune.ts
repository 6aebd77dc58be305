/**
 * Keeps the job index's tables bounded (docs/job-index.md#retention), on a schedule of its own (the prune cron, each
 * hour at :30), whatever ingest does: a closed job, with its full-text rows, once `closedJobRetentionDays` have passed
 * since it closed; a ranked search's kept order after a day; a finished run's page marks at once, and the run itself,
 * with its dead letters, after the retention period (the last run that finished stays: it says how fresh the index is).
 */

/** How long a closed job stays in the index after it closed, before it is deleted. */
export const closedJobRetentionDays = 30;
/** How long a ranked search's order is kept (docs/job-index.md#listing): a day on, nobody pages through it still. */
const keptRankingDays = 1;
/** Rows one statement deletes at most: a backlog is worked off over the next prunes, each well inside D1's limits. */
const pruneBatch = 1_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

/** What one prune deleted. */
interface Pruned {
  jobs: number;
  rankings: number;
  pageMarks: number;
  runs: number;
}

/** Deletes what the index no longer needs, as of `now`, in one D1 batch. */
export async function pruneIndex(env: Env, now = new Date()): Promise<Pruned> {
  const db = env.DB;
  const retained = daysBefore(now, closedJobRetentionDays);
  const finishedRuns = `SELECT id FROM ingest_runs WHERE status IN ('done', 'failed')`;
  const lastDone = `(SELECT id FROM ingest_runs WHERE status = 'done' ORDER BY finished_at DESC, id DESC LIMIT 1)`;
  const results = await db.batch([
    // The full-text rows go with them (the delete trigger), and their category entries (ON DELETE CASCADE).
    db.prepare('DELETE FROM indexed_jobs WHERE id IN (SELECT id FROM indexed_jobs WHERE closed_at < ?1 LIMIT ?2) RETURNING 1').bind(retained, pruneBatch),
    db
      .prepare('DELETE FROM ranked_searches WHERE key IN (SELECT key FROM ranked_searches WHERE created_at < ?1 LIMIT ?2) RETURNING 1')
      .bind(daysBefore(now, keptRankingDays), pruneBatch),
    db.prepare(`DELETE FROM ingest_pages WHERE rowid IN (SELECT rowid FROM ingest_pages WHERE run_id IN (${finishedRuns}) LIMIT ?1) RETURNING 1`).bind(pruneBatch),
    db.prepare(`DELETE FROM ingest_runs WHERE started_at < ?1 AND id IN (${finishedRuns}) AND id IS NOT ${lastDone} RETURNING 1`).bind(retained),
    db.prepare('DELETE FROM ingest_dead_letters WHERE at < ?1').bind(retained),
  ]);
  // Counted from what each statement returned: D1's change counts include what triggers and cascades wrote.
  const [jobs = 0, rankings = 0, pageMarks = 0, runs = 0] = results.map((result) => result.results.length);
  return { jobs, rankings, pageMarks, runs };
}
