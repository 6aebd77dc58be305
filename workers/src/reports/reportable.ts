import type { ReportableJob } from '@rdj/shared';
import { dbOf } from '../db/client';
import { boardJobId } from '../job-index/listed-job';
import { postingIdOfKey } from '../job-index/rows';
import { publicPosting } from '../postings/open-queries';

/**
 * The open job `jobKey` names, as its report page shows it (docs/pages.md#reporting-a-job), or null: a posting open
 * on the board, or a provider job the board lists (open, and not a posting's copy).
 */
export async function reportableJob(env: Env, jobKey: string, now = new Date()): Promise<ReportableJob | null> {
  const id = postingIdOfKey(jobKey);
  if (id) {
    const posting = await publicPosting(dbOf(env.DB), id, now);
    return posting ? { id: boardJobId(jobKey), title: posting.title, company: posting.company } : null;
  }
  const row = await env.DB.prepare(
    `SELECT title, company FROM indexed_jobs WHERE key = ?1 AND source = 'provider' AND closed_at IS NULL AND duplicate_of IS NULL`,
  )
    .bind(jobKey)
    .first<{ title: string; company: string | null }>();
  return row ? { id: boardJobId(jobKey), ...row } : null;
}
