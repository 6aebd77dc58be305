import { postingLifetimeDays, type JobSubmission, type SubmissionStatus } from '@rdj/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { daysAfter } from './lifecycle-queries';
import { rowById, toSubmission, type SubmissionRow } from '../db/submission-rows';

/** Submissions with `status` (all of them for 'all'), newest first. */
export async function listSubmissions(db: Db, status: SubmissionStatus | 'all', limit = 200): Promise<JobSubmission[]> {
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(status === 'all' ? undefined : eq(jobSubmissions.status, status))
    // rowid breaks ties between rows stored within the same millisecond.
    .orderBy(desc(jobSubmissions.createdAt), desc(sql`rowid`))
    .limit(limit);
  return rows.map(toSubmission);
}

/**
 * What an approved edit copies onto the live posting (docs/postings.md#lifecycle): everything the form gave and the
 * review checks computed from it; never the live posting's id, review, dates, closing, reminder, still-hiring
 * answer or company page.
 */
function editedContent(row: SubmissionRow): Partial<SubmissionRow> {
  const {
    id: _id,
    status: _status,
    reviewedAt: _reviewedAt,
    expiresAt: _expiresAt,
    createdAt: _createdAt,
    closedAt: _closedAt,
    closedBy: _closedBy,
    remindedAt: _remindedAt,
    hiringAskedAt: _hiringAskedAt,
    hiringConfirmedAt: _hiringConfirmedAt,
    editOf: _editOf,
    flags: _flags,
    companySlug: _companySlug,
    ...content
  } = row;
  return content;
}

/**
 * Records a review. A posting approved goes on the board for its `runDays` from now; rejected, it loses any expiry.
 * An edit approved (docs/postings.md#lifecycle) copies its content onto the live posting it names, whose id, URL and
 * expiry stay, and is marked approved without ever being public itself; an edit rejected leaves the live posting as
 * it is. Null when no submission has that id.
 */
export async function reviewSubmission(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  now = new Date(),
): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  if (!row) return null;
  const reviewedAt = now.toISOString();
  if (row.editOf !== null) {
    const mark = db.update(jobSubmissions).set({ status, reviewedAt, expiresAt: null }).where(eq(jobSubmissions.id, id)).returning();
    if (status === 'rejected') return toSubmission((await mark)[0]!);
    const live = and(eq(jobSubmissions.id, row.editOf), eq(jobSubmissions.status, 'approved'));
    const [, [edit]] = await db.batch([db.update(jobSubmissions).set(editedContent(row)).where(live), mark]);
    return toSubmission(edit!);
  }
  const expiresAt = status === 'approved' ? daysAfter(now, row.runDays || postingLifetimeDays) : null;
  const [updated] = await db
    .update(jobSubmissions)
    .set({ status, reviewedAt, expiresAt, remindedAt: null, hiringAskedAt: null, hiringConfirmedAt: null })
    .where(eq(jobSubmissions.id, id))
    .returning();
  return updated ? toSubmission(updated) : null;
}
