import { postingCategories, type Job, type JobSubmission, type PublicPosting } from '@rdj/shared';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/schema';

type Row = typeof jobSubmissions.$inferSelect;

export function toSubmission(row: Row): JobSubmission {
  return { ...row, status: row.status };
}

/** The public view of a row: approved and unexpired, else null. No contact email. */
export function toPublicPosting(row: Row, now: Date): PublicPosting | null {
  if (row.status !== 'approved' || !row.expiresAt || row.expiresAt <= now.toISOString()) return null;
  const { email: _email, status: _status, reviewedAt, ...rest } = row;
  return { ...rest, datePosted: reviewedAt ?? row.createdAt, validThrough: row.expiresAt };
}

/** An approved posting as a board job: always Featured, its View Job going to its application URL. */
export function postingJob(posting: PublicPosting): Job {
  return {
    id: `posting-${posting.id}`,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    type: posting.type,
    salary: posting.salary,
    snippet: posting.description.slice(0, 300),
    link: posting.applicationUrl,
    updated: posting.datePosted,
    featured: true,
    urgent: false,
    postingPath: `/jobs/${posting.id}`,
  };
}

/** Approved, unexpired postings shown on the category page `pageSlug` (a `categories` slug), newest first. */
export async function approvedJobs(db: Db, pageSlug: string, now = new Date()): Promise<Job[]> {
  const formCategories = postingCategories.filter((c) => c.page === pageSlug).map((c) => c.value);
  if (formCategories.length === 0) return [];
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(
      and(
        eq(jobSubmissions.status, 'approved'),
        gt(jobSubmissions.expiresAt, now.toISOString()),
        inArray(jobSubmissions.category, formCategories),
      ),
    )
    .orderBy(desc(jobSubmissions.reviewedAt))
    .limit(50);
  return rows.flatMap((row) => {
    const posting = toPublicPosting(row, now);
    return posting ? [postingJob(posting)] : [];
  });
}

/** The approved, unexpired posting `id`, or null (pending, rejected, expired and unknown ids look the same). */
export async function publicPosting(db: Db, id: string, now = new Date()): Promise<PublicPosting | null> {
  const [row] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).limit(1);
  return row ? toPublicPosting(row, now) : null;
}
