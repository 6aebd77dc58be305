import { scamClientsToHide, type JobReportDecision } from '@rdj/shared';
import { dbOf } from '../db/client';
import { submissionById } from '../db/submission-rows';
import { closePosting, postingChanged } from '../postings/lifecycle';
import { publicPosting } from '../postings/open-queries';
import { addHold, decideReports, endHold, noteHoldClosing, reopenHeldPosting, scamClients } from './queries';

/** The posting a report's job key names (`posting:<id>`), or null for a key of another kind. */
export function postingIdOf(jobKey: string): string | null {
  return jobKey.startsWith('posting:') ? jobKey.slice('posting:'.length) : null;
}

/**
 * Hides `jobKey` once `scamClientsToHide` clients have reported it as a scam: the posting is closed as an
 * administrator's close would (gone from listings, the sitemap and feeds, its page saying it no longer takes
 * applications), and the hold remembers that closing so a dismissal can undo it. A posting closed already stays so.
 */
export async function hideIfScam(env: Env, jobKey: string): Promise<boolean> {
  const id = postingIdOf(jobKey);
  if (!id || (await scamClients(env.DB, jobKey)) < scamClientsToHide) return false;
  if (!(await addHold(env.DB, jobKey))) return false;
  const wasOpen = (await publicPosting(dbOf(env.DB), id)) !== null;
  const closed = wasOpen ? await closePosting(env, id, 'admin') : null;
  if (closed?.closedAt) await noteHoldClosing(env.DB, jobKey, closed.closedAt);
  return true;
}

/**
 * docs/admin.md#reported-jobs: an administrator's decision on every open report of `jobKey`. Dismissing reopens a
 * posting the hold closed (unless something else closed it since); taking down closes the posting for good. Either
 * way the hold ends. Answers how many reports were decided (0: none were open).
 */
export async function decide(env: Env, jobKey: string, decision: JobReportDecision, now = new Date()): Promise<number> {
  const decided = await decideReports(env.DB, jobKey, decision, now.toISOString());
  if (decided === 0) return 0;
  const hold = await endHold(env.DB, jobKey);
  const id = postingIdOf(jobKey);
  if (!id) return decided;
  if (decision === 'take-down') {
    await closePosting(env, id, 'admin');
  } else if (hold?.closedAt && (await reopenHeldPosting(env.DB, id, hold.closedAt))) {
    const posting = await submissionById(dbOf(env.DB), id);
    if (posting) await postingChanged(env, posting);
  }
  return decided;
}
