import type { JobSubmission, PublicPosting } from './posting-options';

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
