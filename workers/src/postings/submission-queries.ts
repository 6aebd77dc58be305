import { describeWorkFrom, type JobPosting, type JobSubmission } from '@rdj/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { toSubmission, type SubmissionRow } from '../db/submission-rows';

/** What a submission stores beside the form's fields: the live posting an edit replaces, and the review's checks. */
type SubmissionExtra = Partial<
  Pick<
    SubmissionRow,
    'editOf' | 'applyKey' | 'simhash' | 'simBand0' | 'simBand1' | 'simBand2' | 'simBand3' | 'flags' | 'companySlug'
  >
>;

/**
 * Stores a posting from the form as pending, for an administrator to review, and answers it as stored. The range goes in
 * its four columns (all null when not disclosed, docs/postings.md#salary), the areas as a JSON list, and `location`
 * is their line of text, so everything that reads `location` keeps working (docs/postings.md#where-you-can-work-from).
 */
export async function insertSubmission(db: Db, posting: JobPosting, extra: SubmissionExtra = {}): Promise<JobSubmission> {
  const { botField: _botField, editToken: _editToken, salaryRange: range, workFrom, ...fields } = posting;
  const [row] = await db
    .insert(jobSubmissions)
    .values({
      ...fields,
      id: crypto.randomUUID(),
      location: describeWorkFrom(workFrom, fields.tzMin, fields.tzMax),
      salary: null,
      salaryMin: range?.min ?? null,
      salaryMax: range?.max ?? null,
      salaryCurrency: range?.currency ?? null,
      salaryPeriod: range?.period ?? null,
      workFrom: JSON.stringify(workFrom),
      ...extra,
      status: 'pending',
    })
    .returning();
  return toSubmission(row!);
}

/** Deletes the pending edits of `liveId`: a new edit replaces the one waiting for review. */
export async function dropPendingEdits(db: Db, liveId: string): Promise<void> {
  await db.delete(jobSubmissions).where(and(eq(jobSubmissions.editOf, liveId), eq(jobSubmissions.status, 'pending')));
}

/** The pending edit of `liveId`, if one waits for review. */
export async function pendingEditOf(db: Db, liveId: string): Promise<JobSubmission | null> {
  const [row] = await db
    .select()
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.editOf, liveId), eq(jobSubmissions.status, 'pending')))
    .orderBy(desc(jobSubmissions.createdAt))
    .limit(1);
  return row ? toSubmission(row) : null;
}
