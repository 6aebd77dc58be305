import {
  postingCategories,
  postingLifetimeDays,
  type Job,
  type JobPosting,
  type JobSubmission,
  type PublicPosting,
  type ReviewFlag,
  type SalaryCurrency,
  type SalaryPeriod,
  type SalaryRange,
  type SubmissionStatus,
} from '@rdj/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/schema';

type Row = typeof jobSubmissions.$inferSelect;

/** A stored JSON list, or [] when the column holds something else (it never should). */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function salaryRangeOf(row: Row): SalaryRange | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = row;
  if (min === null || max === null || !currency || !period) return null;
  return { min, max, currency: currency as SalaryCurrency, period: period as SalaryPeriod };
}

export function toSubmission(row: Row): JobSubmission {
  const {
    salaryMin: _min,
    salaryMax: _max,
    salaryCurrency: _currency,
    salaryPeriod: _period,
    remindedAt: _remindedAt,
    applyKey: _applyKey,
    simhash: _simhash,
    simBand0: _b0,
    simBand1: _b1,
    simBand2: _b2,
    simBand3: _b3,
    ...rest
  } = row;
  return {
    ...rest,
    salaryRange: salaryRangeOf(row),
    workFrom: jsonList<string>(row.workFrom),
    flags: jsonList<ReviewFlag>(row.flags),
  };
}

/** The public view of a row: approved and unexpired, else null. No contact email. */
export function toPublicPosting(submission: JobSubmission, now: Date): PublicPosting | null {
  const { email: _email, status, reviewedAt, editOf: _editOf, flags: _flags, closedBy: _closedBy, ...rest } = submission;
  if (status !== 'approved' || !rest.expiresAt || rest.expiresAt <= now.toISOString()) return null;
  return { ...rest, datePosted: reviewedAt ?? rest.createdAt, validThrough: rest.expiresAt, open: true };
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
    const posting = toPublicPosting(toSubmission(row), now);
    return posting ? [postingJob(posting)] : [];
  });
}

/** The approved, unexpired posting `id`, or null (pending, rejected, expired and unknown ids look the same). */
export async function publicPosting(db: Db, id: string, now = new Date()): Promise<PublicPosting | null> {
  const row = await rowById(db, id);
  return row ? toPublicPosting(toSubmission(row), now) : null;
}

async function rowById(db: Db, id: string): Promise<Row | null> {
  const [row] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).limit(1);
  return row ?? null;
}

/** Stores a posting from the form as pending, for an administrator to review. */
export async function insertSubmission(db: Db, posting: JobPosting): Promise<void> {
  const { botField: _botField, ...fields } = posting;
  await db.insert(jobSubmissions).values({ id: crypto.randomUUID(), ...fields, status: 'pending' });
}

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

export async function submissionById(db: Db, id: string): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  return row ? toSubmission(row) : null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Records a review: approved postings go on the board for `postingLifetimeDays` from now; rejected ones lose any
 * expiry. Null when no submission has that id.
 */
export async function reviewSubmission(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  now = new Date(),
): Promise<JobSubmission | null> {
  const expiresAt = status === 'approved' ? new Date(now.getTime() + postingLifetimeDays * dayMs).toISOString() : null;
  const [row] = await db
    .update(jobSubmissions)
    .set({ status, reviewedAt: now.toISOString(), expiresAt })
    .where(eq(jobSubmissions.id, id))
    .returning();
  return row ? toSubmission(row) : null;
}

export interface SitemapPosting {
  id: string;
  approvedAt: string;
}

/** Approved, unexpired postings for the sitemap, most recently approved first, at most `limit`. */
export async function sitemapPostings(db: Db, limit: number, now = new Date()): Promise<SitemapPosting[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: jobSubmissions.id, reviewedAt: jobSubmissions.reviewedAt, createdAt: jobSubmissions.createdAt })
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.status, 'approved'), gt(jobSubmissions.expiresAt, now.toISOString())))
    .orderBy(desc(jobSubmissions.reviewedAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, approvedAt: r.reviewedAt ?? r.createdAt }));
}
