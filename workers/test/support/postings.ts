import type { JobPostingInput, JobSubmission } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { uniqueClient, uniqueEmail } from './auth';
import { call } from './call';

/** Test support for postings: submissions go over HTTP; only expiry is moved straight in D1 (time cannot be). */

/** The day `days` from today (UTC), as the form's close date takes it. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A complete, valid form with a contact address no other test uses. Open to the United States, so it carries what
 * every pay law of docs/postings.md#pay-transparency-laws asks (Colorado's most): a range, benefits, a close date
 * within a week (inside any run a test picks of 7 days or more) and the smallest size band.
 */
export function validPosting(overrides: Partial<JobPostingInput> = {}): JobPostingInput {
  return {
    title: 'Senior Motion Designer',
    company: 'Northwind Studio',
    employerSize: '1',
    type: 'Contract',
    category: 'motion-design',
    salaryMin: '60000',
    salaryMax: '80000',
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    benefits: 'Health insurance, 25 days off and a yearly bonus',
    applicationCloses: daysAhead(7),
    workFrom: ['US'],
    description: 'Lead motion work for our product launches.\n\nYou will own the animation system.',
    requirements: '5 years of After Effects',
    applicationUrl: 'https://northwind.example/jobs/7?ref=rdj',
    companyWebsite: 'https://northwind.example',
    email: uniqueEmail('employer'),
    botField: '',
    ...overrides,
  };
}

/** Sends a posting as JSON from `client` (`CF-Connecting-IP`): a new one each time, under the per-client limit. */
export function submit(body: unknown, client = uniqueClient()): Promise<Response> {
  return call('/api/postings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The id of the submission sent with contact `email`, or null when none was stored. */
export async function storedId(email: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT id FROM job_submissions WHERE email = ?').bind(email.toLowerCase()).first<{ id: string }>();
  return row?.id ?? null;
}

/** Submits a valid posting and answers its stored id. */
export async function submitted(overrides: Partial<JobPostingInput> = {}): Promise<string> {
  const posting = validPosting(overrides);
  const res = await submit(posting);
  if (res.status !== 201) throw new Error(`submitting the test posting failed with ${res.status}`);
  const id = await storedId(posting.email);
  if (!id) throw new Error('the test posting was not stored');
  return id;
}

/** An admin review (`approve` or `reject`) with the access token `token`. */
export function review(id: string, action: 'approve' | 'reject', token: string): Promise<Response> {
  return call(`/api/admin/postings/${id}/${action}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}

export async function reviewed(id: string, action: 'approve' | 'reject', token: string): Promise<JobSubmission> {
  const res = await review(id, action, token);
  if (res.status !== 200) throw new Error(`${action} failed with ${res.status}`);
  return res.json<JobSubmission>();
}

/** Sets posting `id`'s end to `at`, where D1 keeps it: the posting's row and its rows in the job index. */
async function moveExpiry(id: string, at: Date): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE job_submissions SET expires_at = ? WHERE id = ?').bind(at.toISOString(), id),
    env.DB.prepare('UPDATE indexed_jobs SET valid_through = ? WHERE key = ?').bind(at.toISOString(), `posting:${id}`),
    env.DB.prepare('UPDATE indexed_job_categories SET valid_through = ? WHERE job_id = (SELECT id FROM indexed_jobs WHERE key = ?)').bind(
      at.toISOString(),
      `posting:${id}`,
    ),
  ]);
}

/** Moves a posting's expiry into the past, as 30 days passing would. */
export async function expire(id: string): Promise<void> {
  await moveExpiry(id, new Date(Date.now() - 1000));
}

/** Moves a posting's expiry to `ms` from now, as its run coming to an end would. */
export async function expireIn(id: string, ms: number): Promise<void> {
  await moveExpiry(id, new Date(Date.now() + ms));
}

/** An admin's close of posting `id` with the access token `token`. */
export function adminClose(id: string, token: string): Promise<Response> {
  return call(`/api/admin/postings/${id}/close`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}

/** The stored row of posting `id`, as D1 holds it. */
export async function postingRow(id: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT * FROM job_submissions WHERE id = ?').bind(id).first();
}
