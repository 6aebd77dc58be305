import type { JobSubmission, ReviewFlag, SalaryCurrency, SalaryPeriod, SalaryRange } from '@rdj/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { jobSubmissions } from './tables/postings';

/** A `job_submissions` row as stored. */
export type SubmissionRow = typeof jobSubmissions.$inferSelect;

/** A stored JSON list, or [] when the column holds something else (it never should). */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function salaryRangeOf(row: SubmissionRow): SalaryRange | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = row;
  if (min === null || max === null || !currency || !period) return null;
  return { min, max, currency: currency as SalaryCurrency, period: period as SalaryPeriod };
}

export function toSubmission(row: SubmissionRow): JobSubmission {
  const {
    salaryMin: _min,
    salaryMax: _max,
    salaryCurrency: _currency,
    salaryPeriod: _period,
    remindedAt: _remindedAt,
    hiringAskedAt: _hiringAskedAt,
    hiringConfirmedAt: _hiringConfirmedAt,
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

/** The stored row `id`, whatever its status, or null. */
export async function rowById(db: Db, id: string): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).limit(1);
  return row ?? null;
}

export async function submissionById(db: Db, id: string): Promise<JobSubmission | null> {
  const row = await rowById(db, id);
  return row ? toSubmission(row) : null;
}

/**
 * SQL: a live posting that is open at `now` (approved, not expired, not closed, not a pending edit of another);
 * every public list reads only these (docs/postings.md#lifecycle).
 */
export function openAt(now: Date) {
  return and(
    eq(jobSubmissions.status, 'approved'),
    gt(jobSubmissions.expiresAt, now.toISOString()),
    isNull(jobSubmissions.closedAt),
    isNull(jobSubmissions.editOf),
  );
}
