import { jobReportReasons, type JobReportDecision, type JobReportReason, type ReportedJob } from '@rdj/shared';

/** The reports' SQL (docs/pages.md#reporting-a-job, docs/admin.md#reported-jobs), on D1 as the job index's is. */

interface NewReport {
  jobKey: string;
  reason: JobReportReason;
  details: string | undefined;
  clientHash: string;
  verified: boolean;
}

export async function addReport(db: D1Database, report: NewReport): Promise<void> {
  await db
    .prepare('INSERT INTO job_reports (job_key, reason, details, client_hash, verified) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(report.jobKey, report.reason, report.details ?? null, report.clientHash, Number(report.verified))
    .run();
}

/** How many reports the client `clientHash` sent since `since` (ISO), those Turnstile refused included. */
export async function reportsSince(db: D1Database, clientHash: string, since: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM job_reports WHERE client_hash = ?1 AND created_at >= ?2)
       + (SELECT COUNT(*) FROM job_report_refusals WHERE client_hash = ?1 AND created_at >= ?2) AS n`,
    )
    .bind(clientHash, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Counts a report Turnstile refused toward its client's limit; refusals from before `since` are no longer kept. */
export async function addRefusal(db: D1Database, clientHash: string, since: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM job_report_refusals WHERE created_at < ?1').bind(since),
    db.prepare('INSERT INTO job_report_refusals (client_hash) VALUES (?1)').bind(clientHash),
  ]);
}

/** How many different clients reported `jobKey` as a scam, verified, in reports no administrator decided yet. */
export async function scamClients(db: D1Database, jobKey: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT client_hash) AS n FROM job_reports
       WHERE decided_at IS NULL AND job_key = ?1 AND reason = 'scam' AND verified = 1`,
    )
    .bind(jobKey)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Records the hold on `jobKey`; false when it was held already (another report got there first). */
export async function addHold(db: D1Database, jobKey: string): Promise<boolean> {
  const row = await db.prepare('INSERT OR IGNORE INTO job_report_holds (job_key) VALUES (?1) RETURNING job_key').bind(jobKey).first();
  return row !== null;
}

/** Notes the closing the hold gave a posting, so dismissing reopens exactly that. */
export async function noteHoldClosing(db: D1Database, jobKey: string, closedAt: string): Promise<void> {
  await db.prepare('UPDATE job_report_holds SET closed_at = ?2 WHERE job_key = ?1').bind(jobKey, closedAt).run();
}

/** Keeps `jobKey` held for good: taken down by an administrator (a provider job, which ingest would list again). */
export async function takeDownHold(db: D1Database, jobKey: string, at: string): Promise<void> {
  await db
    .prepare('INSERT INTO job_report_holds (job_key, taken_down_at) VALUES (?1, ?2) ON CONFLICT (job_key) DO UPDATE SET taken_down_at = ?2')
    .bind(jobKey, at)
    .run();
}

/** Ends the hold on `jobKey`: what it was (null: none), gone now. */
export async function endHold(db: D1Database, jobKey: string): Promise<{ closedAt: string | null } | null> {
  return db.prepare('DELETE FROM job_report_holds WHERE job_key = ?1 RETURNING closed_at AS closedAt').bind(jobKey).first();
}

/** Closes every open report of `jobKey` with the administrator's `decision`; answers how many there were. */
export async function decideReports(db: D1Database, jobKey: string, decision: JobReportDecision, at: string): Promise<number> {
  const result = await db
    .prepare('UPDATE job_reports SET decided_at = ?3, decision = ?2 WHERE job_key = ?1 AND decided_at IS NULL')
    .bind(jobKey, decision, at)
    .run();
  return result.meta.changes;
}

/** Reopens posting `id` when it is still closed by the hold's closing `closedAt`; false when it is not. */
export async function reopenHeldPosting(db: D1Database, id: string, closedAt: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE job_submissions SET closed_at = NULL, closed_by = NULL WHERE id = ?1 AND closed_at = ?2')
    .bind(id, closedAt)
    .run();
  return result.meta.changes > 0;
}

const reasonCounts = jobReportReasons.map(({ value }, i) => `SUM(r.reason = '${value}') AS c${i}`).join(', ');

interface GroupRow {
  jobKey: string;
  title: string | null;
  postingId: string | null;
  verified: number;
  total: number;
  hidden: number;
  lastReportedAt: string;
  details: string;
  [count: `c${number}`]: number;
}

/** The admin's queue: each job with open reports, hidden ones first, then the most recently reported, at most `limit`. */
export async function reportedJobs(db: D1Database, limit = 100): Promise<ReportedJob[]> {
  const { results } = await db
    .prepare(
      `SELECT r.job_key AS jobKey, COALESCE(s.title, j.title) AS title, s.id AS postingId, ${reasonCounts},
         SUM(r.verified) AS verified, COUNT(*) AS total, MAX(r.created_at) AS lastReportedAt,
         EXISTS (SELECT 1 FROM job_report_holds h WHERE h.job_key = r.job_key) AS hidden,
         (SELECT json_group_array(d.details) FROM (SELECT details FROM job_reports
           WHERE job_key = r.job_key AND decided_at IS NULL AND details IS NOT NULL ORDER BY id DESC LIMIT 20) d) AS details
       FROM job_reports r
       LEFT JOIN job_submissions s ON r.job_key = 'posting:' || s.id
       LEFT JOIN indexed_jobs j ON j.key = r.job_key
       WHERE r.decided_at IS NULL
       GROUP BY r.job_key
       ORDER BY hidden DESC, lastReportedAt DESC
       LIMIT ?1`,
    )
    .bind(limit)
    .all<GroupRow>();
  return results.map((row) => ({
    jobKey: row.jobKey,
    title: row.title,
    path: row.postingId ? `/jobs/${row.postingId}` : null,
    counts: Object.fromEntries(jobReportReasons.map(({ value }, i) => [value, row[`c${i}`] ?? 0])) as Record<JobReportReason, number>,
    verified: row.verified,
    unverified: row.total - row.verified,
    hidden: Boolean(row.hidden),
    lastReportedAt: row.lastReportedAt,
    details: JSON.parse(row.details) as string[],
  }));
}
