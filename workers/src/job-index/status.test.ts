import { env } from 'cloudflare:workers';
import { indexStatus as indexStatusContract } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { providerJob, stagedRun } from '../../test/support/job-index';
import { finishRun } from './ingest';
import { providerRow } from './rows';

const asAdmin = adminCaller('freshness');

/** The index's freshness as the admin's dashboard reads it (signed in), or as anyone else does. */
async function freshness(signedIn = true) {
  const res = signedIn ? await asAdmin('/api/jobs/freshness') : await call('/api/jobs/freshness');
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return indexStatusContract.parse(await res.json());
}

async function run(status: string, startedAt: string, finishedAt: string | null = null): Promise<void> {
  await env.DB.prepare('INSERT INTO ingest_runs (status, started_at, finished_at) VALUES (?, ?, ?)').bind(status, startedAt, finishedAt).run();
}

describe('how fresh the job index is', () => {
  it('says when the index last took the provider in, how many jobs it holds, and since when every run has failed', async () => {
    expect(await freshness()).toEqual({ refreshedAt: null, jobs: 0, running: false, failingSince: null, deadLetters: 0, lastDeadLetter: null });
    const runId = await stagedRun([providerRow(providerJob()), providerRow(providerJob())]);
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'running', started_at = '2026-11-28T09:15:00.000Z' WHERE id = ?`).bind(runId).run();
    expect(await freshness()).toMatchObject({ running: true });
    await finishRun(env, runId, new Date('2026-11-28T09:16:00.000Z'));
    expect(await freshness()).toEqual({ refreshedAt: '2026-11-28T09:16:00.000Z', jobs: 2, running: false, failingSince: null, deadLetters: 0, lastDeadLetter: null });
    await run('failed', '2026-11-28T09:45:00.000Z', '2026-11-28T09:46:00.000Z');
    await run('failed', '2026-11-28T10:15:00.000Z', '2026-11-28T10:16:00.000Z');
    expect(await freshness()).toMatchObject({ refreshedAt: '2026-11-28T09:16:00.000Z', failingSince: '2026-11-28T09:45:00.000Z' });
    await run('done', '2026-11-28T10:45:00.000Z', '2026-11-28T10:46:00.000Z');
    expect(await freshness()).toMatchObject({ refreshedAt: '2026-11-28T10:46:00.000Z', failingSince: null });
  });

  it('leaves the count of open jobs out for anyone not signed in: counting them reads every open job', async () => {
    const runId = await stagedRun([providerRow(providerJob())]);
    await finishRun(env, runId);
    const anyone = await freshness(false);
    expect(anyone.jobs).toBeNull();
    const admin = await freshness();
    expect(admin.jobs).toBeGreaterThan(0);
    expect({ ...anyone, jobs: admin.jobs }).toEqual(admin);
  });

  it('keeps the listings out of every cache until the index has finished a run, and lets them be reused for a minute after', async () => {
    await env.DB.prepare(`DELETE FROM ingest_runs WHERE status = 'done'`).run();
    const caching = async (path: string) => (await call(path)).headers.get('Cache-Control');
    expect(await caching('/api/jobs?category=graphic-design')).toBe('no-store');
    expect(await caching('/api/jobs/featured')).toBe('no-store');
    await run('done', '2026-11-28T11:15:00.000Z', '2026-11-28T11:16:00.000Z');
    expect(await caching('/api/jobs?category=graphic-design')).toBe('public, max-age=60');
    expect(await caching('/api/jobs/featured')).toBe('public, max-age=60');
  });
});
