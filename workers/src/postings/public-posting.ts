import { chosenWorkFrom, companyPath, formatSalary, type Job, type JobSubmission, type PublicPosting } from '@rdj/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jobSubmissions } from '../db/tables/postings';

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
