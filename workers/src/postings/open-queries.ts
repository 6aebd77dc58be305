import { postingCategories, postingJob, postingView, toPublicPosting, type Job, type PublicPosting } from '@rdj/shared';
import { and, desc, gt, gte, inArray, isNull, lte, not, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { openAt } from '../db/submission-rows';
import { rowById, toSubmission } from '../db/submission-rows';

/** A board job with the time it stops being shown, so a held copy can drop it then (board-cache.ts). */
export interface OpenJob {
  job: Job;
  validThrough: string;
}

/** Open postings shown on the category page `pageSlug` (a `categories` slug), newest first, with their expiry. */
export async function openJobs(db: Db, pageSlug: string, now = new Date()): Promise<OpenJob[]> {
  const formCategories = postingCategories.filter((c) => c.page === pageSlug).map((c) => c.value);
  if (formCategories.length === 0) return [];
  const rows = await db
    .select()
    .from(jobSubmissions)
    .where(and(openAt(now), inArray(jobSubmissions.category, formCategories)))
    .orderBy(desc(jobSubmissions.reviewedAt))
    .limit(50);
  return rows.flatMap((row) => {
    const posting = toPublicPosting(toSubmission(row), now);
    return posting ? [{ job: postingJob(posting), validThrough: posting.validThrough }] : [];
  });
}

/** The open posting `id`, or null (pending, rejected, ended, edits and unknown ids look the same). */
export async function publicPosting(db: Db, id: string, now = new Date()): Promise<PublicPosting | null> {
  const row = await rowById(db, id);
  return row ? toPublicPosting(toSubmission(row), now) : null;
}

/** The posting `id` as its page shows it, open or ended; null when it was never public (or is unknown). */
export async function postingPageView(db: Db, id: string, now = new Date()): Promise<PublicPosting | null> {
  const row = await rowById(db, id);
  return row ? postingView(toSubmission(row), now) : null;
}

/**
 * Postings that may have ended since `since` and are not open now: closed, expired, or reviewed again after it. A
 * stored sitemap lists only postings open when it was written, so these are all it may have to drop
 * (sitemap/store.ts): one query however long the file, usually answering none.
 */
export async function postingsEndedSince(db: Db, since: Date, now = new Date()): Promise<Set<string>> {
  const after = since.toISOString();
  const rows = await db
    .select({ id: jobSubmissions.id })
    .from(jobSubmissions)
    .where(
      and(
        isNull(jobSubmissions.editOf),
        or(
          gte(jobSubmissions.closedAt, after),
          and(gt(jobSubmissions.expiresAt, after), lte(jobSubmissions.expiresAt, now.toISOString())),
          gte(jobSubmissions.reviewedAt, after),
        ),
        not(openAt(now)!),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export interface SitemapPosting {
  id: string;
  approvedAt: string;
}

/** Open postings for the sitemap, most recently approved first, at most `limit`. */
export async function sitemapPostings(db: Db, limit: number, now = new Date()): Promise<SitemapPosting[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: jobSubmissions.id, reviewedAt: jobSubmissions.reviewedAt, createdAt: jobSubmissions.createdAt })
    .from(jobSubmissions)
    .where(openAt(now))
    .orderBy(desc(jobSubmissions.reviewedAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, approvedAt: r.reviewedAt ?? r.createdAt }));
}
