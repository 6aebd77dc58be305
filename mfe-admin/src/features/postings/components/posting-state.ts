import type { JobSubmission } from '@rdj/shared';

/**
 * A live posting on the board now: approved, not an edit, not closed and not expired (docs/postings.md#lifecycle).
 * Only these can be closed.
 */
export function isOpenPosting(s: JobSubmission, now = new Date()): boolean {
  return s.status === 'approved' && s.editOf === null && s.closedAt === null && s.expiresAt !== null && s.expiresAt > now.toISOString();
}
