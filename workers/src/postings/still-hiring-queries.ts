import type { JobSubmission } from '@rdj/shared';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { openAt, toSubmission } from '../db/submission-rows';
import { daysAfter } from './lifecycle-queries';

/** Days an employer has to answer the still-hiring mail before the posting closes (docs/postings.md#still-hiring). */
export const confirmDays = 7;

/**
 * The shortest run that is asked (docs/postings.md#still-hiring): its halfway leaves 10 days, the 7 to answer and
 * the reminder's 3 after them, so the two mails never ask at once.
 */
const stillHiringMinRunDays = 20;

/**
 * Open postings whose still-hiring mail is due at `now`, soonest end first, at most `limit`: a run of at least
 * `stillHiringMinRunDays`, past its halfway (its end at most half its days away), not asked nor confirmed in this
 * run, and more than `confirmDays` from its end, so a close for want of an answer would still come before it.
 */
export async function dueHiringChecks(db: Db, now: Date, limit = 50): Promise<JobSubmission[]> {
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(
      and(
        openAt(now),
        isNull(jobSubmissions.hiringAskedAt),
        isNull(jobSubmissions.hiringConfirmedAt),
        gte(jobSubmissions.runDays, stillHiringMinRunDays),
        sql`julianday(${jobSubmissions.expiresAt}) - julianday(${now.toISOString()}) <= ${jobSubmissions.runDays} / 2.0`,
        sql`${jobSubmissions.expiresAt} > ${daysAfter(now, confirmDays)}`,
      ),
    )
    .orderBy(asc(jobSubmissions.expiresAt))
    .limit(limit);
  return rows.map(toSubmission);
}

/** Records that posting `id`'s still-hiring mail for this run went out at `now`. */
export async function markHiringAsked(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobSubmissions).set({ hiringAskedAt: now.toISOString() }).where(eq(jobSubmissions.id, id));
}

/** Open postings asked at least `confirmDays` before `now` and not confirmed since: the ones to close. */
export async function unconfirmedPostings(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: jobSubmissions.id })
    .from(jobSubmissions)
    .where(
      and(
        openAt(now),
        isNotNull(jobSubmissions.hiringAskedAt),
        lte(jobSubmissions.hiringAskedAt, daysAfter(now, -confirmDays)),
        isNull(jobSubmissions.hiringConfirmedAt),
      ),
    )
    .orderBy(asc(jobSubmissions.hiringAskedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Records that the open posting `id` is still hiring, once per run; false when it is not open or already said. */
export async function confirmHiring(db: Db, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(jobSubmissions)
    .set({ hiringConfirmedAt: now.toISOString() })
    .where(and(eq(jobSubmissions.id, id), openAt(now), isNull(jobSubmissions.hiringConfirmedAt)))
    .returning({ id: jobSubmissions.id });
  return updated.length > 0;
}
