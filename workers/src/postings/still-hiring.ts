import { dbOf } from '../db/client';
import { closePosting, sendPostingMail } from './lifecycle';
import { daysAfter } from './lifecycle-queries';
import { closedUnconfirmedMail, stillHiringMail } from './mails';
import { confirmDays, confirmHiring, dueHiringChecks, markHiringAsked, unconfirmedPostings } from './still-hiring-queries';

/**
 * The daily run's still-hiring part (docs/postings.md#still-hiring): postings asked `confirmDays` ago without an
 * answer close, through the lifecycle's one close, and their employers are told how to renew; then the postings
 * past their run's halfway are asked. Each is asked once a run (`hiring_asked_at`, cleared by a renewal), and the
 * idempotency keys name the run, so a run fired twice mails nobody twice.
 */
export async function stillHiringRun(env: Env, now: Date): Promise<{ asked: number; closed: number }> {
  const db = dbOf(env.DB);
  let closed = 0;
  for (const id of await unconfirmedPostings(db, now)) {
    const posting = await closePosting(env, id, 'unconfirmed');
    if (posting?.closedBy !== 'unconfirmed') continue;
    closed += 1;
    await sendPostingMail(env, () => closedUnconfirmedMail(env, posting), `posting-unconfirmed:${id}:${posting.expiresAt}`);
  }
  let asked = 0;
  for (const posting of await dueHiringChecks(db, now)) {
    const confirmBy = daysAfter(now, confirmDays);
    const sent = await sendPostingMail(env, () => stillHiringMail(env, posting, confirmBy), `posting-still-hiring:${posting.id}:${posting.expiresAt}`);
    if (!sent) continue;
    await markHiringAsked(db, posting.id, now);
    asked += 1;
  }
  return { asked, closed };
}

/** The employer's "Yes, still hiring" (docs/postings.md#still-hiring): the posting runs on to its end. */
export async function confirmStillHiring(env: Env, id: string, now = new Date()): Promise<boolean> {
  return confirmHiring(dbOf(env.DB), id, now);
}
