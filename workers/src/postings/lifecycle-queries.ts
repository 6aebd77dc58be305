import { maxRunDays, postingLifetimeDays, type JobSubmission } from '@rdj/shared';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { openAt } from '../db/submission-rows';
import { rowById, toSubmission } from '../db/submission-rows';

const dayMs = 24 * 60 * 60 * 1000;

/** Who or what closed a posting (docs/postings.md#lifecycle, #still-hiring). */
export type ClosedBy = NonNullable<JobSubmission['closedBy']>;

/** `days` after `now`, as the ISO text every time column holds. */
export function daysAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString();
}

/**
 * Closes the approved posting `id` now (docs/postings.md#lifecycle). A posting closed already keeps its first
 * closing. Null when no approved live posting has that id.
 */
export async function closeSubmission(db: Db, id: string, by: ClosedBy, now = new Date()): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  if (!row || row.status !== 'approved' || row.editOf !== null) return null;
  if (row.closedAt !== null) return toSubmission(row);
  const [closed] = await db
    .update(jobSubmissions)
    .set({ closedAt: now.toISOString(), closedBy: by })
    .where(and(eq(jobSubmissions.id, id), isNull(jobSubmissions.closedAt)))
    .returning();
  return toSubmission(closed ?? row);
}

/**
 * Renews the approved posting `id`, not closed or closed only because nobody confirmed it was still hiring
 * (docs/postings.md#still-hiring): it runs its `runDays` from now (never past `maxRunDays`, which `runDays` cannot
 * exceed), open again, and a new reminder and still-hiring mail go out in that run. Null when it cannot be renewed.
 */
export async function renewSubmission(db: Db, id: string, now = new Date()): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  if (!row || row.status !== 'approved' || row.editOf !== null || (row.closedAt !== null && row.closedBy !== 'unconfirmed')) return null;
  const days = Math.min(row.runDays || postingLifetimeDays, maxRunDays);
  const [renewed] = await db
    .update(jobSubmissions)
    .set({ expiresAt: daysAfter(now, days), remindedAt: null, closedAt: null, closedBy: null, hiringAskedAt: null, hiringConfirmedAt: null })
    // An employer's or admin's close that came meanwhile stays: closing is final.
    .where(and(eq(jobSubmissions.id, id), or(isNull(jobSubmissions.closedAt), eq(jobSubmissions.closedBy, 'unconfirmed'))))
    .returning();
  return renewed ? toSubmission(renewed) : null;
}

/** Open postings that expire within `days` of `now` and were not reminded yet, soonest first, at most `limit`. */
export async function dueReminders(db: Db, days: number, now = new Date(), limit = 50): Promise<JobSubmission[]> {
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(and(openAt(now), lte(jobSubmissions.expiresAt, daysAfter(now, days)), isNull(jobSubmissions.remindedAt)))
    .orderBy(asc(jobSubmissions.expiresAt))
    .limit(limit);
  return rows.map(toSubmission);
}

/** Records that the reminder for the posting's current expiry went out. */
export async function markReminded(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(jobSubmissions).set({ remindedAt: now.toISOString() }).where(eq(jobSubmissions.id, id));
}

/** When the next open posting expires, or null: no cached page listing postings may outlive it (html/max-age.ts). */
export async function nextExpiry(db: Db, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${jobSubmissions.expiresAt})` })
    .from(jobSubmissions)
    .where(openAt(now));
  return row?.at ?? null;
}

/** Live postings (not closed) whose expiry passed in `(after, until]`: what the minute's cron ends. */
export async function expiredBetween(db: Db, after: Date, until: Date): Promise<JobSubmission[]> {
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(
      and(
        eq(jobSubmissions.status, 'approved'),
        gt(jobSubmissions.expiresAt, after.toISOString()),
        lte(jobSubmissions.expiresAt, until.toISOString()),
        isNull(jobSubmissions.closedAt),
        isNull(jobSubmissions.editOf),
      ),
    )
    .limit(100);
  return rows.map(toSubmission);
}
