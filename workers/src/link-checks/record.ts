import { goneChecksToClose, type LinkAnswer } from '@rdj/shared';
import { closedForLink } from '../job-index/apply-run';
import { closeProviderJobs } from '../job-index/close';
import { postingIdOfKey } from '../job-index/rows';
import { closePosting } from '../postings/lifecycle';

/** An open job as its check reads it. */
export interface CheckedJob {
  id: number;
  key: string;
  link: string;
  /** The link its gone count is of, and that count. */
  checkedLink: string | null;
  goneChecks: number;
}

/** The open jobs of `ids` (closed ones since the run are left out), in the order given. */
export async function openJobs(env: Env, ids: readonly number[]): Promise<CheckedJob[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, key, link, checked_link AS checkedLink, link_gone_checks AS goneChecks FROM indexed_jobs
     WHERE id IN (SELECT value FROM json_each(?1)) AND closed_at IS NULL`,
  )
    .bind(JSON.stringify(ids))
    .all<CheckedJob>();
  return ids.flatMap((id) => results.filter((job) => job.id === id));
}

/** The job's checks in a row that answered 404 or 410, this one included: a new link starts again. */
function goneChecksAfter(job: CheckedJob): number {
  return job.checkedLink === job.link ? job.goneChecks + 1 : 1;
}

/** The SQL that records one answer of a job's link, of the job whose id is ?1 and link ?2, at ?3. */
function recordOf(answer: LinkAnswer): string {
  const answered = 'link_tried_at = ?3, link_checked_at = ?3, checked_link = ?2';
  if (answer.kind === 'error') return 'link_tried_at = ?3';
  if (answer.kind === 'gone') return `${answered}, link_gone_checks = CASE WHEN checked_link IS ?2 THEN link_gone_checks + 1 ELSE 1 END`;
  // Landing where an administrator kept the job listed (`link_kept_to`) counts as live: it clears the flag (docs/job-index.md#link-checks).
  if (answer.kind === 'landing') {
    const kept = 'link_kept_to IS ?4';
    return `${answered}, link_gone_checks = 0, link_flagged_to = CASE WHEN ${kept} THEN NULL ELSE ?4 END,
      link_flagged_at = CASE WHEN ${kept} THEN NULL ELSE COALESCE(link_flagged_at, ?3) END`;
  }
  return `${answered}, link_gone_checks = 0, link_flagged_to = NULL, link_flagged_at = NULL`;
}

/**
 * Records each job's answer (docs/job-index.md#link-checks) in one batch: an answer sets "Link checked", an error
 * only the try. A job whose link stays unchanged since it was read; one changed meanwhile keeps its count.
 */
export async function recordAnswers(env: Env, checked: { job: CheckedJob; answer: LinkAnswer }[], at: string): Promise<void> {
  if (checked.length === 0) return;
  await env.DB.batch(
    checked.map(({ job, answer }) =>
      env.DB.prepare(`UPDATE indexed_jobs SET ${recordOf(answer)} WHERE id = ?1 AND link = ?2`).bind(
        job.id,
        job.link,
        at,
        ...(answer.kind === 'landing' ? [answer.url] : []),
      ),
    ),
  );
}

/** Whether this answer closes its job: the `goneChecksToClose`th 404 or 410 in a row of the same link. */
export function closes(job: CheckedJob, answer: LinkAnswer): boolean {
  return answer.kind === 'gone' && goneChecksAfter(job) >= goneChecksToClose;
}

/**
 * Closes jobs whose link is gone: a posting as the lifecycle closes one (by the board's team: closed_by admin), a
 * provider job as ingest closes one (`closeProviderJobs`). Ingest does not open it again while
 * the provider lists the same link (docs/job-index.md#link-checks).
 */
export async function closeGone(env: Env, jobs: readonly CheckedJob[], at: string): Promise<void> {
  for (const id of jobs.map((job) => postingIdOfKey(job.key))) if (id) await closePosting(env, id, 'admin');
  const provider = jobs.filter((job) => postingIdOfKey(job.key) === null).map((job) => job.id);
  if (provider.length === 0) return;
  // Only a job whose recorded answers still say so: one whose link changed meanwhile was not recorded, and stays open.
  await closeProviderJobs(env, `id IN (SELECT value FROM json_each(?1)) AND ${closedForLink('indexed_jobs')}`, JSON.stringify(provider), at);
}
