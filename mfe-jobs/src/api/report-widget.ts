import type { JobReportWidget } from '@rdj/shared';

/** `GET /api/reports/widget`: the report form's Turnstile widget, or null when none is configured. */
export const reportWidgetPath = '/api/reports/widget';

export function isReportWidget(body: unknown): body is JobReportWidget {
  if (typeof body !== 'object' || body === null) return false;
  const { siteKey, scriptUrl } = body as Partial<JobReportWidget>;
  return typeof siteKey === 'string' && typeof scriptUrl === 'string';
}
