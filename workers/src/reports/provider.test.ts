// Reports of provider jobs, which have no page of their own on the board (docs/pages.md#reporting-a-job): found by
// the board's job id, hidden by scam reports as postings are, and kept hidden through ingest runs until decided.
import { env } from 'cloudflare:workers';
import { categories, scamClientsToHide } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { adminCaller, uniqueClient } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { reportJob, widgetToken } from '../../test/support/reports';
import { configuredEngines } from '../../test/support/search-engines';
import { applyRun } from '../job-index/apply-run';
import { providerRow, type IndexRow } from '../job-index/rows';
import { reportsPerHour } from './submit';

const asAdmin = adminCaller('provider-job-reports');

/** A provider job listed on the graphic design page by an ingest run; its board id is the provider's id. */
async function listedProviderJob(): Promise<{ row: IndexRow; jobId: string }> {
  const job = providerJob({ title: 'Brand Designer', company: 'Northwind' });
  const row = providerRow(job);
  await ingestFinds(row);
  return { row, jobId: job.providerId! };
}

/** An ingest run that finds `row` at the provider again. */
async function ingestFinds(row: IndexRow): Promise<void> {
  await applyRun(env, await stagedRun([row]), new Date().toISOString());
}

/** Whether the index lists the job: open, with its category entry. */
async function listed(key: string): Promise<boolean> {
  const job = await indexedJob(key);
  return job?.closed_at === null && job.categories.includes('graphic-design');
}

async function scamReports(jobId: string, clients: number, bindings: Partial<Env> = {}): Promise<void> {
  for (let i = 0; i < clients; i += 1) {
    expect((await reportJob(jobId, { reason: 'scam', 'cf-turnstile-response': widgetToken() }, uniqueClient(), { env: bindings })).status).toBe(201);
  }
}

const decide = (jobKey: string, decision: string) => asAdmin('/api/admin/job-reports/decisions', { method: 'POST', body: { jobKey, decision } });

describe('reporting a provider job by its board id', () => {
  it('GET /api/reports/jobs/{id} names a listed provider job, answers 404 for an unknown id and 400 for what is no id', async () => {
    const { jobId } = await listedProviderJob();
    const res = await call(`/api/reports/jobs/${jobId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: jobId, title: 'Brand Designer', company: 'Northwind' });
    const unknown = await call('/api/reports/jobs/test-unknown-job');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
    const tooLong = await call(`/api/reports/jobs/${'x'.repeat(257)}`);
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toEqual({ code: 'invalid_input', message: 'id: Not a job id' });
  });

  it('stores the report under the job’s index key, and it reaches the admin’s queue with the job’s title', async () => {
    const { row, jobId } = await listedProviderJob();
    expect((await reportJob(jobId, { reason: 'not-remote', details: 'Office only' })).status).toBe(201);
    const queue = await (await asAdmin('/api/admin/job-reports')).json<{ jobs: { jobKey: string; title: string; path: string | null }[] }>();
    expect(queue.jobs.find((job) => job.jobKey === row.key)).toMatchObject({ title: 'Brand Designer', path: null });
  });

  it(`hides a provider job ${scamClientsToHide} clients report as a scam, and ingest runs that find it keep it hidden`, async () => {
    const { row, jobId } = await listedProviderJob();
    await scamReports(jobId, scamClientsToHide - 1);
    expect(await listed(row.key)).toBe(true);
    await scamReports(jobId, 1);
    expect(await listed(row.key)).toBe(false);
    expect((await call(`/api/reports/jobs/${jobId}`)).status).toBe(404);
    await ingestFinds(row);
    expect(await listed(row.key)).toBe(false);
  });

  it('tells IndexNow of the category pages a hidden provider job left', async () => {
    const engines = await configuredEngines('reports-provider');
    const { jobId } = await listedProviderJob();
    await scamReports(jobId, scamClientsToHide, engines.bindings);
    const page = `https://remotedesignjobs.test${categories.find((category) => category.slug === 'graphic-design')!.path}`;
    expect(engines.queued).toEqual([{ engine: 'indexnow', urls: expect.arrayContaining([page]) }]);
  });

  it('dismissing the reports lists the job again at the next ingest run that finds it', async () => {
    const { row, jobId } = await listedProviderJob();
    await scamReports(jobId, scamClientsToHide);
    expect((await decide(row.key, 'dismiss')).status).toBe(200);
    expect(await listed(row.key)).toBe(false);
    await ingestFinds(row);
    expect(await listed(row.key)).toBe(true);
  });

  it('taking a provider job down keeps it out for good: through ingest runs, and after its closed row was pruned', async () => {
    const { row, jobId } = await listedProviderJob();
    expect((await reportJob(jobId, { reason: 'pay' })).status).toBe(201);
    expect((await decide(row.key, 'take-down')).status).toBe(200);
    expect(await listed(row.key)).toBe(false);
    await ingestFinds(row);
    expect(await listed(row.key)).toBe(false);
    await env.DB.prepare('DELETE FROM indexed_jobs WHERE key = ?').bind(row.key).run();
    await ingestFinds(row);
    expect(await indexedJob(row.key)).toBeNull();
  });
});

describe('refused reports count toward the client’s limit', () => {
  it(`refuses a client with 429 after ${reportsPerHour} reports Turnstile refused, before asking Turnstile again`, async () => {
    const { jobId } = await listedProviderJob();
    const client = uniqueClient();
    for (let i = 0; i < reportsPerHour; i += 1) {
      expect((await reportJob(jobId, { reason: 'scam', 'cf-turnstile-response': `stand-in.forged.${i}` }, client)).status).toBe(403);
    }
    const over = await reportJob(jobId, { reason: 'other' }, client);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('rate_limited');
    expect((await reportJob(jobId, { reason: 'other' })).status).toBe(201);
  });
});
