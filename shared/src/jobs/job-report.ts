import { z } from '../zod';

/** docs/pages.md#reporting-a-job: why a visitor reports a job, in the order the form offers them. */
export const jobReportReasons = [
  { value: 'scam', label: 'Scam' },
  { value: 'filled', label: 'Filled or closed' },
  { value: 'not-remote', label: 'Not remote' },
  { value: 'pay', label: 'Pay missing or wrong' },
  { value: 'other', label: 'Other' },
] as const;

export type JobReportReason = (typeof jobReportReasons)[number]['value'];

const reasonValues = jobReportReasons.map((reason) => reason.value) as [JobReportReason, ...JobReportReason[]];

/** Different clients whose verified scam reports hide a job until an administrator decides (docs/pages.md#reporting-a-job). */
export const scamClientsToHide = 3;

/** The longest details text a report keeps (docs/validation.md#job-report). */
export const jobReportDetailsMax = 500;

/** The form field the Turnstile widget fills with its token (Cloudflare's own name for it). */
export const turnstileTokenField = 'cf-turnstile-response';

/** The query a job's page comes back with once its report form was sent (no personal data: only that it was). */
export const jobReportSent = { param: 'report', value: 'sent' } as const;

/**
 * A report of a job (`POST /api/reports/jobs/{id}`, and the report forms): a reason, optional details, and the
 * Turnstile widget's token when the visitor's browser ran it (docs/pages.md#reporting-a-job).
 */
export const jobReportInput = z.strictObject({
  reason: z.enum(reasonValues, { message: 'Choose why you are reporting this job' }),
  details: z
    .string()
    .trim()
    .max(jobReportDetailsMax, { message: `Details must be at most ${jobReportDetailsMax} characters` })
    .optional()
    .transform((text) => text || undefined),
  [turnstileTokenField]: z.string().max(2048, { message: 'The verification token is too long' }).optional(),
});
export type JobReportInput = z.infer<typeof jobReportInput>;

/** What `POST /api/reports/jobs/{id}` answers: whether Turnstile verified the report (docs/api.md#job-reports). */
export interface JobReportAnswer {
  verified: boolean;
}

/**
 * The report page of a job without a page of its own on the board (a provider job), by the board's id of the job
 * (`Job.id`): `/report-job?job=<id>`. A posting's report form is on its own page (docs/pages.md#reporting-a-job).
 */
export const reportJobPath = '/report-job';
export const reportJobHref = (jobId: string) => `${reportJobPath}?job=${encodeURIComponent(jobId)}`;

/** The `:id` of `/api/reports/jobs/:id`: the board's id of a job (`Job.id`), as long as an index key may be. */
export const reportedJobParams = z.object({
  id: z.string().min(1).max(256, { message: 'Not a job id' }),
});

/** `GET /api/reports/jobs/{id}`: the open job a visitor may report, as its report page names it. */
export interface ReportableJob {
  id: string;
  title: string;
  company: string | null;
}

/** The page's report form: Turnstile's public site key and widget script, or null when none is configured. */
export interface JobReportWidget {
  siteKey: string;
  scriptUrl: string;
}

/** One reported job in the admin's queue: its open reports counted per reason (docs/admin.md#reported-jobs). */
export interface ReportedJob {
  jobKey: string;
  title: string | null;
  /** The job's page on the board (`/jobs/{id}`), or null for a job without one. */
  path: string | null;
  counts: Record<JobReportReason, number>;
  verified: number;
  unverified: number;
  /** Whether the job is hidden until an administrator decides (3 clients reported it as a scam). */
  hidden: boolean;
  lastReportedAt: string;
  /** The details visitors wrote, newest first. */
  details: string[];
}

/** `POST /api/admin/job-reports/decisions`: dismiss a job's open reports, or take the job down. */
export const jobReportDecisionInput = z.strictObject({
  jobKey: z.string().min(1).max(300),
  decision: z.enum(['dismiss', 'take-down'], { message: 'decision must be dismiss or take-down' }),
});
export type JobReportDecision = z.infer<typeof jobReportDecisionInput>['decision'];
