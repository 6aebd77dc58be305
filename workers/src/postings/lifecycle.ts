import type { JobSubmission } from '@rdj/shared';
import { deleteUnsentDeliveries } from '../alerts/queries';
import { dbOf } from '../db/client';
import { purgeTags } from '../purge/purge';
import { categoryTag, companyTag } from '../purge/tags';
import { indexPosting } from '../job-index/postings';
import { mailLinkKey } from '../lib/mail-links';
import { mailConfigured, sendMail, type Mail } from '../mail/client';
import { announcePostingPage } from '../search-engines/announce';
import { reminderMail } from './mails';
import { publicPosting, unindexedPostings } from './open-queries';
import {
  closeSubmission,
  type ClosedBy,
  dueReminders,
  expiredBetween,
  markReminded,
  nextExpiry,
  renewSubmission,
} from './lifecycle-queries';

/** The reminder goes this many days before a posting ends (docs/postings.md#lifecycle). */
export const reminderDays = 3;

/**
 * Every change to what the public sees of a posting goes through here (a review, an approved edit, a close, a
 * renewal, an expiry): the job index takes the posting as it now stands (docs/job-index.md#postings), and the cached
 * pages that list it are purged (docs/caching.md#purge), so the next request renders them from D1: the pages of the
 * categories it was or is listed in (and the home page, where those are featured), its company's page and the
 * company's it was listed under until now (`formerCompany`, when a review moved it), in one purge. Its own page is
 * never cached.
 */
export async function postingChanged(env: Env, submission: Pick<JobSubmission, 'id' | 'companySlug'>, formerCompany: string | null = null): Promise<void> {
  const listedIn = await indexPosting(env, submission.id, await publicPosting(dbOf(env.DB), submission.id));
  const companies = [submission.companySlug, formerCompany].filter((slug): slug is string => slug !== null);
  await purgeTags(env, [...listedIn.map(categoryTag), ...companies.map(companyTag)]);
}

/**
 * A posting that ended (closed or expired): gone from the lists now, mailed to no alert after this, and the search
 * engines told its page ended (docs/search-engines.md#what-is-sent).
 */
async function postingEnded(env: Env, submission: JobSubmission): Promise<void> {
  await postingChanged(env, submission);
  await deleteUnsentDeliveries(env, `posting:posting-${submission.id}`);
  await announcePostingPage(env, submission.id, 'URL_DELETED');
}

/**
 * Closes the approved posting `id` (by its employer, an admin, or the still-hiring run: docs/postings.md#still-hiring);
 * null when no approved posting has that id. Every close goes through here.
 */
export async function closePosting(env: Env, id: string, by: ClosedBy): Promise<JobSubmission | null> {
  const closed = await closeSubmission(dbOf(env.DB), id, by);
  if (closed) await postingEnded(env, closed);
  return closed;
}

/** Renews the approved, not closed posting `id` for its run length from now; null when it cannot be renewed. */
export async function renewPosting(env: Env, id: string): Promise<JobSubmission | null> {
  const renewed = await renewSubmission(dbOf(env.DB), id);
  if (!renewed) return null;
  await postingChanged(env, renewed);
  // docs/search-engines.md#what-is-sent: its JobPosting has a new validThrough.
  await announcePostingPage(env, renewed.id, 'URL_UPDATED');
  return renewed;
}

/**
 * Sends one of a posting's mails; false when it was not sent. Without MAIL_API_KEY (or the signing key) nothing is
 * sent and the posting is kept all the same: a posting does not wait on our mail (docs/postings.md#lifecycle). A
 * failed send is logged, never the employer's error.
 */
export async function sendPostingMail(env: Env, mail: () => Promise<Mail>, idempotencyKey: string): Promise<boolean> {
  if (!mailConfigured(env) || !mailLinkKey(env)) return false;
  try {
    await sendMail(env, await mail(), idempotencyKey);
    return true;
  } catch (err) {
    console.warn(`postings: the mail ${idempotencyKey} was not sent:`, err instanceof Error ? err.message : err);
    return false;
  }
}

/**
 * The daily run: a reminder to each open posting that ends within `reminderDays` and was not reminded for this
 * expiry (`reminded_at`, cleared by a renewal), so each expiry is reminded once. The idempotency key names the
 * expiry too: a send retried after a failure to record it is one mail at the provider.
 */
export async function remindPostings(env: Env, now: Date): Promise<number> {
  const db = dbOf(env.DB);
  let sent = 0;
  for (const posting of await dueReminders(db, reminderDays, now)) {
    if (!(await sendPostingMail(env, () => reminderMail(env, posting), `posting-reminder:${posting.id}:${posting.expiresAt}`))) continue;
    await markReminded(db, posting.id, now);
    sent += 1;
  }
  return sent;
}

/** How far back the minute's run looks for expiries, so a run that came late or not at all misses none. */
const expiryLookbackMs = 5 * 60_000;

/**
 * Every minute: the postings that expired since the last runs end as a close does (their cached pages forgotten,
 * their unsent alert deliveries deleted). The lists and pages already leave them out at read time; this is for the
 * alerts and the edge's cached copies.
 */
export async function endExpiredPostings(env: Env, now: Date): Promise<number> {
  const expired = await expiredBetween(dbOf(env.DB), new Date(now.getTime() - expiryLookbackMs), now);
  for (const posting of expired) await postingEnded(env, posting);
  return expired.length;
}

/**
 * `seconds`, or fewer: until the next open posting expires. Whatever lists open postings is cached no longer than
 * this (html/max-age.ts for pages, jobs/feeds.ts for feeds), so none is shown from a cache once it ended.
 */
export async function untilNextExpiry(env: Env, seconds: number, now = Date.now()): Promise<number> {
  if (seconds <= 0) return seconds;
  const next = await nextExpiry(dbOf(env.DB), new Date(now));
  return next === null ? seconds : Math.max(1, Math.min(seconds, Math.ceil((Date.parse(next) - now) / 1000)));
}

/** The most postings one ingest cron puts in the index that it did not hold (`indexMissingPostings`). */
const backfillPerRun = 50;

/**
 * Puts the open postings the job index does not hold yet (approved before it existed) in it, `backfillPerRun` at a
 * time, with each ingest cron (docs/job-index.md#postings), and purges the lists they joined. Answers how many it put
 * in.
 */
export async function indexMissingPostings(env: Env, now = new Date()): Promise<number> {
  const db = dbOf(env.DB);
  const ids = await unindexedPostings(db, backfillPerRun, now);
  const listedIn: string[] = [];
  for (const id of ids) listedIn.push(...(await indexPosting(env, id, await publicPosting(db, id, now))));
  await purgeTags(env, listedIn.map(categoryTag));
  return ids.length;
}
