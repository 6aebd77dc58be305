import { ingestDeadLetterDays, type IndexStatus } from '@rdj/shared';

/** SQL for when the last ingest run that finished took the provider's jobs in (docs/job-index.md#freshness). */
export const refreshedAtSql = `(SELECT max(finished_at) FROM ingest_runs WHERE status = 'done')`;

/**
 * Whether the index has ever finished an ingest run. Until then its lists are empty or hold only postings, and no
 * page or listing showing them is cached (docs/job-index.md#freshness): the first `npm start` once served the home
 * page's placeholders for the page cache's 10 minutes while 523 jobs were open.
 */
export async function indexFilled(db: D1Database): Promise<boolean> {
  return Boolean(await db.prepare(`SELECT EXISTS (SELECT 1 FROM ingest_runs WHERE status = 'done') AS filled`).first<number>('filled'));
}

/** The last ingest message that failed every try since `?1`, as `column`. */
const lastDead = (column: 'at' | 'what') => `(SELECT ${column} FROM ingest_dead_letters WHERE at >= ?1 ORDER BY at DESC, id DESC LIMIT 1)`;

interface StatusRow {
  refreshedAt: string | null;
  jobs: number | null;
  running: number;
  failingSince: string | null;
  deadLetters: number;
  deadAt: string | null;
  deadWhat: string | null;
}

/**
 * How fresh the index is (docs/job-index.md#freshness): when the last run that changed it finished, how many jobs
 * it holds open (only when `counted`: the count reads every open job, so only a signed-in administrator gets it),
 * whether a run is going, since when the provider has failed every run, if it has (the start of the first failed
 * run after the last that finished), and the ingest messages that failed every try this week.
 */
export async function indexStatus(db: D1Database, counted: boolean, now = new Date()): Promise<IndexStatus> {
  const since = new Date(now.getTime() - ingestDeadLetterDays * 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .prepare(
      `SELECT ${refreshedAtSql} AS refreshedAt,
       ${counted ? '(SELECT count(*) FROM indexed_jobs WHERE closed_at IS NULL AND duplicate_of IS NULL)' : 'NULL'} AS jobs,
       EXISTS (SELECT 1 FROM ingest_runs WHERE status IN ('running', 'applying')) AS running,
       (SELECT min(started_at) FROM ingest_runs WHERE status = 'failed'
         AND started_at > coalesce((SELECT max(started_at) FROM ingest_runs WHERE status = 'done'), '')) AS failingSince,
       (SELECT count(*) FROM ingest_dead_letters WHERE at >= ?1) AS deadLetters, ${lastDead('at')} AS deadAt, ${lastDead('what')} AS deadWhat`,
    )
    .bind(since)
    .first<StatusRow>();
  return {
    refreshedAt: row?.refreshedAt ?? null,
    jobs: counted ? (row?.jobs ?? 0) : null,
    running: Boolean(row?.running),
    failingSince: row?.failingSince ?? null,
    deadLetters: row?.deadLetters ?? 0,
    lastDeadLetter: row?.deadAt && row.deadWhat ? { at: row.deadAt, what: row.deadWhat } : null,
  };
}
