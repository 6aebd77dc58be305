import {
  chosenWorkFrom,
  companyPath,
  describeWorkFrom,
  formatSalary,
  maxRunDays,
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
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
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

/**
 * The public view of a row that was approved, open or ended (docs/postings.md#lifecycle): `open` is false once it
 * expired or was closed. Null for anything never public: pending, rejected, and an edit (a row naming the live
 * posting it would replace). No contact email.
 */
export function postingView(submission: JobSubmission, now: Date): PublicPosting | null {
  const { email: _email, status, reviewedAt, editOf, flags: _flags, closedBy: _closedBy, ...rest } = submission;
  if (status !== 'approved' || editOf !== null || !rest.expiresAt) return null;
  const open = rest.closedAt === null && rest.expiresAt > now.toISOString();
  return { ...rest, datePosted: reviewedAt ?? rest.createdAt, validThrough: rest.expiresAt, open };
}

/** The public view of a row that is approved and open (unexpired, not closed), else null. */
export function toPublicPosting(submission: JobSubmission, now: Date): PublicPosting | null {
  const posting = postingView(submission, now);
  return posting?.open ? posting : null;
}

/** SQL: a live posting that is open at `now`; every public list reads only these (docs/postings.md#lifecycle). */
export function openAt(now: Date) {
  return and(
    eq(jobSubmissions.status, 'approved'),
    gt(jobSubmissions.expiresAt, now.toISOString()),
    isNull(jobSubmissions.closedAt),
    isNull(jobSubmissions.editOf),
  );
}

/**
 * An approved posting as a board job: always Featured, its View Job going to its application URL, its salary the
 * range as text (the free text of an older posting), linked to its company's page once it has one.
 */
export function postingJob(posting: PublicPosting): Job {
  return {
    id: `posting-${posting.id}`,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    type: posting.type,
    salary: posting.salaryRange ? formatSalary(posting.salaryRange) : posting.salary,
    snippet: posting.description.slice(0, 300),
    link: posting.applicationUrl,
    updated: posting.datePosted,
    featured: true,
    urgent: false,
    postingPath: `/jobs/${posting.id}`,
    salaryRange: posting.salaryRange,
    workFrom: chosenWorkFrom(posting),
    ...(posting.companySlug ? { companyPath: companyPath(posting.companySlug) } : {}),
  };
}

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

async function rowById(db: Db, id: string): Promise<Row | null> {
  const [row] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).limit(1);
  return row ?? null;
}

/** What a submission stores beside the form's fields: the live posting an edit replaces, and the review's checks. */
export type SubmissionExtra = Partial<
  Pick<Row, 'editOf' | 'applyKey' | 'simhash' | 'simBand0' | 'simBand1' | 'simBand2' | 'simBand3' | 'flags' | 'companySlug'>
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

/** `days` after `now`, as the ISO text every time column holds. */
export function daysAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString();
}

/**
 * What an approved edit copies onto the live posting (docs/postings.md#lifecycle): everything the form gave and the
 * review checks computed from it; never the live posting's id, review, dates, closing, reminder or company page.
 */
function editedContent(row: Row): Partial<Row> {
  const {
    id: _id,
    status: _status,
    reviewedAt: _reviewedAt,
    expiresAt: _expiresAt,
    createdAt: _createdAt,
    closedAt: _closedAt,
    closedBy: _closedBy,
    remindedAt: _remindedAt,
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
    .set({ status, reviewedAt, expiresAt, remindedAt: null })
    .where(eq(jobSubmissions.id, id))
    .returning();
  return updated ? toSubmission(updated) : null;
}

/**
 * Closes the approved posting `id` now (docs/postings.md#lifecycle). A posting closed already keeps its first
 * closing. Null when no approved live posting has that id.
 */
export async function closeSubmission(db: Db, id: string, by: 'employer' | 'admin', now = new Date()): Promise<JobSubmission | null> {
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
 * Renews the approved, not closed posting `id`: it runs its `runDays` from now (never past `maxRunDays`, which
 * `runDays` cannot exceed), and a new reminder goes out before that. Null when it cannot be renewed.
 */
export async function renewSubmission(db: Db, id: string, now = new Date()): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  if (!row || row.status !== 'approved' || row.editOf !== null || row.closedAt !== null) return null;
  const days = Math.min(row.runDays || postingLifetimeDays, maxRunDays);
  const [renewed] = await db
    .update(jobSubmissions)
    .set({ expiresAt: daysAfter(now, days), remindedAt: null })
    .where(eq(jobSubmissions.id, id))
    .returning();
  return renewed ? toSubmission(renewed) : null;
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
