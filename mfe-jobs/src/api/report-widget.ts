import type { JobReportWidget, ReportableJob } from '@rdj/shared';

/** The report forms' API (docs/api.md#job-reports). `GET /api/reports/widget`: the report form's Turnstile widget, or null when none is configured. */
export const reportWidgetPath = '/api/reports/widget';

export function isReportWidget(body: unknown): body is JobReportWidget {
  if (typeof body !== 'object' || body === null) return false;
  const { siteKey, scriptUrl } = body as Partial<JobReportWidget>;
  return typeof siteKey === 'string' && typeof scriptUrl === 'string';
}

/** `GET /api/reports/jobs/{id}`: the open job a report page names (docs/api.md#job-reports). */
export function reportableJobPath(id: string): string {
  return `/api/reports/jobs/${encodeURIComponent(id)}`;
}

export function isReportableJob(body: unknown): body is ReportableJob {
  if (typeof body !== 'object' || body === null) return false;
  const { id, title, company } = body as Partial<ReportableJob>;
  return typeof id === 'string' && typeof title === 'string' && (typeof company === 'string' || company === null);
}
