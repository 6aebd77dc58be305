import type { JobReportDecision, ReportedJob } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** The review queue: each job with open reports, hidden ones first (docs/admin.md#reported-jobs). */
export function fetchReportedJobs(signal?: AbortSignal) {
  return api<{ jobs: ReportedJob[] }>('/api/admin/job-reports', { signal });
}

/** Dismisses a job's open reports, or takes the job down. */
export function decideReports(jobKey: string, decision: JobReportDecision) {
  return api<{ decided: number }>('/api/admin/job-reports/decisions', { method: 'POST', json: { jobKey, decision } });
}
