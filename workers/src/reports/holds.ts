import { scamClientsToHide, type JobReportDecision } from '@rdj/shared';
import { dbOf } from '../db/client';
import { submissionById } from '../db/submission-rows';
import { closeProviderJobs } from '../job-index/close';
import { postingIdOfKey } from '../job-index/rows';
import { closePosting, postingChanged } from '../postings/lifecycle';
import { publicPosting } from '../postings/open-queries';
import { announcePostingPage } from '../search-engines/announce';
import { addHold, decideReports, endHold, noteHoldClosing, reopenHeldPosting, scamClients, takeDownHold } from './queries';

/**
 * Hides `jobKey` once `scamClientsToHide` clients have reported it as a scam (docs/pages.md#reporting-a-job):
 * - a posting is closed as an administrator's close would (gone from listings, the sitemap and feeds, its page saying
 *   it no longer takes applications), and the hold remembers that closing so a dismissal can undo it; one closed
 *   already stays so;
 * - a provider job is closed as ingest closes one, and ingest does not list it again while the hold lasts.
 */
export async function hideIfScam(env: Env, jobKey: string, now = new Date()): Promise<boolean> {
  if ((await scamClients(env.DB, jobKey)) < scamClientsToHide) return false;
  if (!(await addHold(env.DB, jobKey))) return false;
  const id = postingIdOfKey(jobKey);
  if (!id) {
    await closeProviderJobs(env, 'key = ?1', jobKey, now.toISOString());
    return true;
  }
  const wasOpen = (await publicPosting(dbOf(env.DB), id)) !== null;
  const closed = wasOpen ? await closePosting(env, id, 'admin') : null;
  if (closed?.closedAt) await noteHoldClosing(env.DB, jobKey, closed.closedAt);
  return true;
}

/**
 * docs/admin.md#reported-jobs: an administrator's decision on every open report of `jobKey`. Answers how many reports
 * were decided (0: none were open).
 * - Dismissing ends the hold: a posting the hold closed opens again (unless something else closed it since), and
 *   search engines hear of it; a provider job is listed again by the next ingest run that finds it.
 * - Taking down closes a posting for good, and keeps a provider job held for good, closed now if it was open.
 */
export async function decide(env: Env, jobKey: string, decision: JobReportDecision, now = new Date()): Promise<number> {
  const decided = await decideReports(env.DB, jobKey, decision, now.toISOString());
  if (decided === 0) return 0;
  const id = postingIdOfKey(jobKey);
  if (!id && decision === 'take-down') {
    await takeDownProviderJob(env, jobKey, now.toISOString());
    return decided;
  }
  const hold = await endHold(env.DB, jobKey);
  if (!id) return decided;
  if (decision === 'take-down') {
    await closePosting(env, id, 'admin');
  } else if (hold?.closedAt && (await reopenHeldPosting(env.DB, id, hold.closedAt))) {
    const posting = await submissionById(dbOf(env.DB), id);
    if (posting) await postingChanged(env, posting);
    await announcePostingPage(env, id, 'URL_UPDATED');
  }
  return decided;
}

/**
 * Takes the provider job `key` down for good at `at`: held so ingest never lists its key again, and closed now if it
 * was open. A taken-down report and a flagged link's Close job both end here.
 */
export async function takeDownProviderJob(env: Env, key: string, at: string): Promise<void> {
  await takeDownHold(env.DB, key, at);
  await closeProviderJobs(env, 'key = ?1', key, at);
}
