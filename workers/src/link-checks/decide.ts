import type { FlaggedLinkDecision } from '@rdj/shared';
import { postingIdOfKey } from '../job-index/rows';
import { closePosting } from '../postings/lifecycle';
import { takeDownProviderJob } from '../reports/holds';

/** The open job `?1` while its link is flagged. */
const flaggedAndOpen = 'key = ?1 AND link_flagged_at IS NOT NULL AND closed_at IS NULL';

/**
 * An administrator's decision on the flagged job `key` (docs/job-index.md#link-checks); false when no open job of
 * that key is flagged.
 * - keep: the flag is cleared and where the link lands is remembered, so a check that lands there again flags nothing
 *   (one that lands elsewhere flags it again);
 * - close: a posting closes as an administrator's Close posting does; a provider job closes for good, held as a
 *   taken-down report holds it, so ingest never lists its key again.
 */
export async function decideFlaggedLink(env: Env, key: string, decision: FlaggedLinkDecision, at: string): Promise<boolean> {
  if (decision === 'keep') {
    const kept = await env.DB.prepare(
      `UPDATE indexed_jobs SET link_kept_to = link_flagged_to, link_flagged_to = NULL, link_flagged_at = NULL WHERE ${flaggedAndOpen}`,
    )
      .bind(key)
      .run();
    return kept.meta.changes > 0;
  }
  if (!(await env.DB.prepare(`SELECT 1 FROM indexed_jobs WHERE ${flaggedAndOpen}`).bind(key).first())) return false;
  const id = postingIdOfKey(key);
  if (id) {
    await closePosting(env, id, 'admin');
  } else {
    await takeDownProviderJob(env, key, at);
  }
  // Decided: the flag goes only now, so a close that failed part-way leaves the job on the card to try again.
  await env.DB.prepare('UPDATE indexed_jobs SET link_flagged_to = NULL, link_flagged_at = NULL WHERE key = ?1').bind(key).run();
  return true;
}
