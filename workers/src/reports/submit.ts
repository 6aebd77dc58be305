import { turnstileTokenField, type JobReportAnswer, type JobReportInput } from '@rdj/shared';
import { clientOf } from '../http/client';
import { ApiError } from '../http/errors';
import { hmacSign } from '../lib/hmac';
import { hideIfScam } from './holds';
import { addRefusal, addReport, reportsSince } from './queries';
import { reportableJob } from './reportable';
import { verifyTurnstile } from './turnstile';

/** docs/limits.md#rate-limits: reports one client may send per hour, those Turnstile refused included. */
export const reportsPerHour = 5;
const hourMs = 60 * 60 * 1000;

/**
 * Takes a visitor's report of the open job `jobKey` (docs/pages.md#reporting-a-job), by the API or a form:
 * - the client is counted by a keyed hash of its network (HMAC under REPORT_HASH_KEY): no address is stored;
 * - past `reportsPerHour` reports and refusals in the hour it is refused (429) before Turnstile is asked;
 * - a Turnstile token Cloudflare refuses is refused (403), and counted; a report without one, or one Turnstile could
 *   not check, is kept unverified: it reaches the admin's queue but never counts toward hiding the job;
 * - a verified scam report may hide the job (holds.ts).
 */
export async function acceptReport(env: Env, ipHeader: string | undefined, jobKey: string, input: JobReportInput, now = new Date()): Promise<JobReportAnswer> {
  if (!env.REPORT_HASH_KEY) throw new ApiError(503, 'reports_not_configured', 'Reports cannot be taken right now. Please try again later.');
  if (!(await reportableJob(env, jobKey, now))) throw new ApiError(404, 'not_found', 'Job not found');
  const clientHash = await hmacSign(env.REPORT_HASH_KEY, clientOf(ipHeader));
  const hourAgo = new Date(now.getTime() - hourMs).toISOString();
  if ((await reportsSince(env.DB, clientHash, hourAgo)) >= reportsPerHour) {
    throw new ApiError(429, 'rate_limited', 'You have sent too many reports. Please try again in an hour.', hourMs / 1000);
  }
  const token = input[turnstileTokenField];
  const verdict = token ? await verifyTurnstile(env, token) : 'unchecked';
  if (verdict === 'failed') {
    await addRefusal(env.DB, clientHash, hourAgo);
    throw new ApiError(403, 'turnstile_failed', 'We could not verify that this report comes from a person. Please reload the page and try again.');
  }
  const verified = verdict === 'passed';
  await addReport(env.DB, { jobKey, reason: input.reason, details: input.details, clientHash, verified });
  if (verified && input.reason === 'scam') await hideIfScam(env, jobKey, now);
  return { verified };
}
