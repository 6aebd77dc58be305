import { env } from 'cloudflare:workers';
import { scamClientsToHide, type ReportedJob } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { adminCaller, uniqueClient } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { approvedPosting, report, widgetToken } from '../../test/support/reports';
import { configuredEngines } from '../../test/support/search-engines';
import { decide as decideWith } from './holds';

const asAdmin = adminCaller('job-reports-admin');

/** Verified scam reports of posting `id` from `clients` different clients. */
async function scamReports(id: string, clients: number): Promise<void> {
  for (let i = 0; i < clients; i += 1) {
    expect((await report(id, { reason: 'scam', 'cf-turnstile-response': widgetToken() }, uniqueClient())).status).toBe(201);
  }
}

/** Whether the board shows posting `id`: its page open, and its job listed in the index. */
async function shown(id: string): Promise<{ open: boolean; listed: boolean }> {
  const posting = await (await call(`/api/postings/${id}`)).json<{ open: boolean }>();
  const indexed = await env.DB.prepare("SELECT closed_at, listed FROM indexed_jobs WHERE key = 'posting:' || ?").bind(id).first<{ closed_at: string | null; listed: string }>();
  return { open: posting.open, listed: indexed?.closed_at === null && indexed.listed !== '' };
}

async function queue(): Promise<ReportedJob[]> {
  const res = await asAdmin('/api/admin/job-reports');
  expect(res.status).toBe(200);
  return (await res.json<{ jobs: ReportedJob[] }>()).jobs;
}

const decide = (jobKey: string, decision: string) => asAdmin('/api/admin/job-reports/decisions', { method: 'POST', body: { jobKey, decision } });

describe('scam reports hide a job', () => {
  it(`hides a posting that ${scamClientsToHide} different clients report as a scam, from its page and the lists`, async () => {
    const id = await approvedPosting();
    expect(await shown(id)).toEqual({ open: true, listed: true });
    await scamReports(id, scamClientsToHide);
    expect(await shown(id)).toEqual({ open: false, listed: false });
  });

  it(`keeps a posting shown with ${scamClientsToHide - 1} clients' scam reports, or the same client's reports counted once`, async () => {
    const id = await approvedPosting();
    await scamReports(id, scamClientsToHide - 2);
    const client = uniqueClient();
    for (let i = 0; i < 3; i += 1) await report(id, { reason: 'scam', 'cf-turnstile-response': widgetToken() }, client);
    expect(await shown(id)).toEqual({ open: true, listed: true });
  });

  it('does not count unverified scam reports, or reports of other reasons, toward hiding', async () => {
    const id = await approvedPosting();
    for (let i = 0; i < scamClientsToHide; i += 1) await report(id, { reason: 'scam' });
    for (let i = 0; i < scamClientsToHide; i += 1) await report(id, { reason: 'filled', 'cf-turnstile-response': widgetToken() });
    expect(await shown(id)).toEqual({ open: true, listed: true });
  });
});

describe('/api/admin/job-reports: the review queue', () => {
  it('groups open reports per job, with counts per reason, verified and not, and the details written', async () => {
    const id = await approvedPosting();
    await report(id, { reason: 'scam', details: 'Asks for a fee', 'cf-turnstile-response': widgetToken() });
    await report(id, { reason: 'scam' });
    await report(id, { reason: 'pay', details: 'No range' });
    const job = (await queue()).find((entry) => entry.jobKey === `posting:${id}`);
    expect(job).toEqual({
      jobKey: `posting:${id}`,
      title: 'Senior Motion Designer',
      path: `/jobs/${id}`,
      counts: { scam: 2, filled: 0, 'not-remote': 0, pay: 1, other: 0 },
      verified: 1,
      unverified: 2,
      hidden: false,
      lastReportedAt: expect.any(String),
      details: ['No range', 'Asks for a fee'],
    });
  });

  it('dismissing the reports of a hidden posting shows it again and empties its queue entry', async () => {
    const id = await approvedPosting();
    await scamReports(id, scamClientsToHide);
    expect((await queue()).find((entry) => entry.jobKey === `posting:${id}`)?.hidden).toBe(true);
    const res = await decide(`posting:${id}`, 'dismiss');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ decided: scamClientsToHide });
    expect(await shown(id)).toEqual({ open: true, listed: true });
    expect((await queue()).some((entry) => entry.jobKey === `posting:${id}`)).toBe(false);
    // Dismissed reports no longer count: one more scam report does not hide it again.
    await scamReports(id, 1);
    expect(await shown(id)).toEqual({ open: true, listed: true });
  });

  it('dismissing tells the search engines the reopened posting’s page is back (URL_UPDATED)', async () => {
    const engines = await configuredEngines('reports-dismiss');
    const id = await approvedPosting();
    await scamReports(id, scamClientsToHide);
    expect(await decideWith(engines.env, `posting:${id}`, 'dismiss')).toBe(scamClientsToHide);
    const page = `https://remotedesignjobs.test/jobs/${id}`;
    expect(engines.queued).toEqual([
      { engine: 'google', url: page, type: 'URL_UPDATED' },
      { engine: 'indexnow', urls: [page] },
    ]);
  });

  it('taking a job down closes the posting for good, as an administrator closed it', async () => {
    const id = await approvedPosting();
    await report(id, { reason: 'scam' });
    expect((await decide(`posting:${id}`, 'take-down')).status).toBe(200);
    expect(await shown(id)).toEqual({ open: false, listed: false });
    const row = await env.DB.prepare('SELECT closed_by FROM job_submissions WHERE id = ?').bind(id).first<{ closed_by: string }>();
    expect(row?.closed_by).toBe('admin');
  });

  it('answers 404 for a job without open reports, and 400 for an unknown decision', async () => {
    expect((await decide('posting:00000000-0000-4000-8000-000000000000', 'dismiss')).status).toBe(404);
    const res = await decide('posting:x', 'approve');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_input');
  });

  it.each([
    ['GET', '/api/admin/job-reports'],
    ['POST', '/api/admin/job-reports/decisions'],
  ])('refuses %s %s without a session, with 401', async (method, path) => {
    const res = await call(path, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });
});
