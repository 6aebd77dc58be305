import type { IndexStatus } from '@rdj/shared';

/** SQL for when the last ingest run that finished took the provider's jobs in (docs/job-index.md#freshness). */
export const refreshedAtSql = `(SELECT max(finished_at) FROM ingest_runs WHERE status = 'done')`;

/**
 * How fresh the index is (docs/job-index.md#freshness): when the last run that changed it finished, how many jobs
 * it holds open, whether a run is going, and since when the provider has failed every run, if it has (the start of
 * the first failed run after the last that finished).
 */
export async function indexStatus(db: D1Database): Promise<IndexStatus> {
  const row = await db
    .prepare(
      `SELECT ${refreshedAtSql} AS refreshedAt,
       (SELECT count(*) FROM indexed_jobs WHERE closed_at IS NULL AND duplicate_of IS NULL) AS jobs,
       EXISTS (SELECT 1 FROM ingest_runs WHERE status IN ('running', 'applying')) AS running,
       (SELECT min(started_at) FROM ingest_runs WHERE status = 'failed'
         AND started_at > coalesce((SELECT max(started_at) FROM ingest_runs WHERE status = 'done'), '')) AS failingSince`,
    )
    .first<{ refreshedAt: string | null; jobs: number; running: number; failingSince: string | null }>();
  return {
    refreshedAt: row?.refreshedAt ?? null,
    jobs: row?.jobs ?? 0,
    running: Boolean(row?.running),
    failingSince: row?.failingSince ?? null,
  };
}
