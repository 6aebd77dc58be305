import type { JobReportInput } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { mintToken } from '../../../sandbox/turnstile/tokens';
import { signedInAdmin, uniqueClient } from './auth';
import { call, origin } from './call';
import { reviewed, submitted } from './postings';

/** Test support for job reports: reports go over HTTP; the Turnstile stand-in mints the widget's tokens. */

/** An approved, open posting's id. */
export async function approvedPosting(): Promise<string> {
  const id = await submitted();
  await reviewed(id, 'approve', (await signedInAdmin('reports-reviewer')).session.access_token);
  return id;
}

/** A token as the stand-in's widget puts in the form: good once, with its siteverify. */
export const widgetToken = () => mintToken({ hostname: 'remotedesignjobs.test', action: '' });

type ReportBody = Partial<Record<keyof JobReportInput, string>> & Record<string, unknown>;

/** Reports posting `id` through the JSON API from `client` (`CF-Connecting-IP`). */
export function report(id: string, body: ReportBody, client = uniqueClient(), init: { env?: Partial<Env> } = {}): Promise<Response> {
  return reportJob(`posting-${id}`, body, client, init);
}

/** Reports the job whose board id (`Job.id`) is `jobId` through the JSON API from `client`. */
export function reportJob(jobId: string, body: ReportBody, client = uniqueClient(), init: { env?: Partial<Env> } = {}): Promise<Response> {
  return call(`/api/reports/jobs/${encodeURIComponent(jobId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
    ...init,
  });
}

/** Reports posting `id` as the page's form posts without JavaScript, from `client`. */
export function formReport(id: string, fields: Record<string, string>, client = uniqueClient()): Promise<Response> {
  return call(`/jobs/${id}/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': client },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Every stored report of posting `id`, oldest first, as D1 holds it. */
export async function storedReports(id: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare('SELECT * FROM job_reports WHERE job_key = ? ORDER BY id').bind(`posting:${id}`).all();
  return results;
}

/** The fields of every siteverify call the worker made so far, oldest first. */
export async function siteverifyCalls(): Promise<Record<string, string>[]> {
  const res = await fetch(new URL('/__requests', env.TURNSTILE_SITEVERIFY_URL));
  return ((await res.json()) as { requests: { fields: Record<string, string> }[] }).requests.map((call) => call.fields);
}
