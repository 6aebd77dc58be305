import { postingView, toPublicPosting, type PublicPosting } from '@rdj/shared';
import { and, desc, gt, gte, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions } from '../db/tables/postings';
import { openAt } from '../db/submission-rows';
import { rowById, toSubmission } from '../db/submission-rows';

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

/**
 * Open postings the job index does not hold (approved before it existed), at most `limit`: the ingest cron puts them
 * in (postings/lifecycle.ts `indexMissingPostings`).
 */
export async function unindexedPostings(db: Db, limit: number, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: jobSubmissions.id })
    .from(jobSubmissions)
    .where(and(openAt(now), sql`NOT EXISTS (SELECT 1 FROM indexed_jobs WHERE key = 'posting:' || ${jobSubmissions.id})`))
    .limit(limit);
  return rows.map((row) => row.id);
}
