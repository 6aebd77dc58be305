import type { JobSubmission, SubmissionStatus } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** The list filter: one status, or every submission. */
export type StatusFilter = SubmissionStatus | 'all';

/** What an administrator decides about a submission. */
export type Review = 'approve' | 'reject';
/** What an administrator can do to a submission: review it, or close an approved posting early. */
export type Action = Review | 'close';

export const statusFilters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Submissions with `status`, newest first. */
export function fetchSubmissions(status: StatusFilter, signal?: AbortSignal) {
  return api<{ submissions: JobSubmission[] }>(`/api/admin/postings?status=${status}`, { signal });
}

export function fetchSubmission(id: string, signal?: AbortSignal): Promise<JobSubmission> {
  return api<JobSubmission>(`/api/admin/postings/${encodeURIComponent(id)}`, { signal });
}

/** Approves or rejects a submission; answers it as updated (approval sets reviewedAt and expiresAt). */
export function reviewSubmission(id: string, review: Review): Promise<JobSubmission> {
  return api<JobSubmission>(`/api/admin/postings/${encodeURIComponent(id)}/${review}`, { method: 'POST' });
}

/**
 * Closes an approved, open posting now (docs/postings.md#lifecycle); answers it as updated (closedAt set, closedBy
 * 'admin').
 */
export function closeSubmission(id: string): Promise<JobSubmission> {
  return api<JobSubmission>(`/api/admin/postings/${encodeURIComponent(id)}/close`, { method: 'POST' });
}
