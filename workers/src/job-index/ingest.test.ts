import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { indexedJob, providerJob, stagedRun } from '../../test/support/job-index';
import { alertNewJobs } from './alerts';
import { applyRun } from './apply-run';
import { consumeFrom, type ConsumeOptions } from '../../test/support/queues';
import { finishRun, startIngest } from './ingest';
import { ProviderError } from '../provider/provider';
import { ingestPageAttempts, ingestQueueName, retryDelaySeconds } from './queue';
import type { IngestMessage } from './messages';
import { providerRow } from './rows';

interface Run {
  status: string;
  closed: number;
  pending_pages: number;
  pages_read: number;
  seen: number;
  added: number;
  error: string | null;
}

const runOf = (id: number) => env.DB.prepare('SELECT * FROM ingest_runs WHERE id = ?').bind(id).first<Run>();
const count = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).first<number>('n');

/** A run with `pending` pages asked for, made here rather than by startIngest, so no message is on the queue for it. */
async function quietRun(pending: number): Promise<number> {
  const run = await env.DB.prepare('INSERT INTO ingest_runs (pending_pages) VALUES (?) RETURNING id').bind(pending).first<{ id: number }>();
  return run!.id;
}

/** Hands `messages` to the ingest queue's consumer, through the worker's queue handler, as the queue would. */
function consume(messages: IngestMessage[], options: ConsumeOptions = {}) {
  return consumeFrom(ingestQueueName, messages, options);
}

describe('ingesting the provider into the index', { timeout: 60_000 }, () => {
  it('reads every page of every category through the queue into the index, and a second run finds nothing new', async () => {
    const runId = (await startIngest(env))!;
    await vi.waitFor(async () => expect((await runOf(runId))?.status).toBe('done'), { timeout: 45_000, interval: 250 });
    const run = (await runOf(runId))!;
    expect(run.pages_read).toBeGreaterThan(10);
    expect(run.added).toBeGreaterThan(300);
    expect(await count(`SELECT count(*) AS n FROM indexed_jobs WHERE source = 'provider' AND closed_at IS NULL`)).toBe(run.added);
    // Each category holds what its rule keeps, not what its keywords found.
    expect(await count(`SELECT count(DISTINCT category) AS n FROM indexed_job_categories`)).toBeGreaterThanOrEqual(9);
    expect(await count(`SELECT count(*) AS n FROM ingest_staged WHERE run_id = ?`, runId)).toBe(0);
    const again = (await startIngest(env))!;
    await vi.waitFor(async () => expect((await runOf(again))?.status).toBe('done'), { timeout: 45_000, interval: 250 });
    // The sandbox writes its dates from the time of each answer, so a job may read as changed; none is new or gone.
    expect(await runOf(again)).toMatchObject({ added: 0, closed: 0, seen: run.seen });
  });

  it('leaves a run that is still going alone rather than starting a second one', async () => {
    const going = await quietRun(3);
    expect(await startIngest(env)).toBeNull();
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'failed' WHERE id = ?`).bind(going).run();
  });

  it('fails a run stopped for an hour before starting the next, and its staged jobs go', async () => {
    const stale = await quietRun(2);
    await env.DB.prepare(`UPDATE ingest_runs SET started_at = '2026-01-01T00:00:00.000Z' WHERE id = ?`).bind(stale).run();
    await env.DB.prepare(`INSERT INTO ingest_staged (run_id, key, row) VALUES (?, 'provider:x', '{}')`).bind(stale).run();
    const next = await startIngest(env);
    expect(next).toBeGreaterThan(stale);
    expect(await runOf(stale)).toMatchObject({ status: 'failed', error: 'The run stopped before it finished' });
    expect(await count('SELECT count(*) AS n FROM ingest_staged WHERE run_id = ?', stale)).toBe(0);
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'failed' WHERE id = ?`).bind(next).run();
  });

  it('counts a page that comes twice once', async () => {
    const runId = await quietRun(2);
    const page = { kind: 'ingest-page', runId, category: 'game-design', page: 1 } as const;
    await consume([page]);
    await consume([page]);
    expect(await runOf(runId)).toMatchObject({ status: 'running', pages_read: 1 });
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'failed' WHERE id = ?`).bind(runId).run();
  });

  it('tries a page the provider failed again later, then fails its run, which changes nothing in the index', async () => {
    const before = await count('SELECT count(*) AS n FROM indexed_jobs');
    const runId = await quietRun(1);
    const page = { kind: 'ingest-page', runId, category: 'graphic-design', page: 1 } as const;
    const overrides = { JOBS_API_KEY: 'fault-500' };
    for (let attempts = 1; attempts < ingestPageAttempts; attempts++) {
      const result = await consume([page], { attempts, overrides });
      expect(result.retryMessages).toHaveLength(1);
      expect((await runOf(runId))?.status).toBe('running');
    }
    const last = await consume([page], { attempts: ingestPageAttempts, overrides });
    expect(last.explicitAcks).toHaveLength(1);
    expect(await runOf(runId)).toMatchObject({ status: 'failed', error: 'graphic-design page 1: Job provider answered 500' });
    expect(await count('SELECT count(*) AS n FROM indexed_jobs')).toBe(before);
  });

  it("waits what the provider's rate limit asks, without counting it as a failure", async () => {
    const runId = await quietRun(1);
    const result = await consume([{ kind: 'ingest-page', runId, category: 'graphic-design', page: 1 }], {
      attempts: ingestPageAttempts + 2,
      overrides: { JOBS_API_KEY: 'fault-429' },
    });
    expect(result.retryMessages).toHaveLength(1);
    expect((await runOf(runId))?.status).toBe('running');
    expect(retryDelaySeconds(new ProviderError('Job provider answered 429', 7), 12)).toBe(7);
    expect([1, 2, 3].map((attempts) => retryDelaySeconds(new ProviderError('Job provider answered 500'), attempts))).toEqual([10, 20, 40]);
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'failed' WHERE id = ?`).bind(runId).run();
  });

  it('reads an answer that is not JSON as a failed page, never as a provider with no jobs', async () => {
    const runId = await quietRun(1);
    const result = await consume([{ kind: 'ingest-page', runId, category: 'graphic-design', page: 1 }], { overrides: { JOBS_API_KEY: 'fault-invalid-json' } });
    expect(result.retryMessages).toHaveLength(1);
    expect(await runOf(runId)).toMatchObject({ status: 'running', pages_read: 0 });
    await env.DB.prepare(`UPDATE ingest_runs SET status = 'failed' WHERE id = ?`).bind(runId).run();
  });

  it('applies a run once, by the message that brought its last page', async () => {
    const runId = await quietRun(0);
    const job = providerRow(providerJob());
    await env.DB.prepare('INSERT INTO ingest_staged (run_id, key, row) VALUES (?, ?, ?)').bind(runId, job.key, JSON.stringify(job)).run();
    await Promise.all([finishRun(env, runId), finishRun(env, runId)]);
    expect(await runOf(runId)).toMatchObject({ status: 'done', added: 1, seen: 1 });
    expect(await indexedJob(job.key)).toMatchObject({ closed_at: null });
  });

  it('marks a run done in the batch that applies it: a failed end changes nothing, and the last page tried again after the commit changes nothing', async () => {
    const listed = providerRow(providerJob());
    await applyRun(env, await stagedRun([listed]), '2026-11-28T09:00:00.000Z');
    const runId = await quietRun(0);
    const found = providerRow(providerJob());
    await env.DB.prepare('INSERT INTO ingest_staged (run_id, key, row) VALUES (?, ?, ?)').bind(runId, found.key, JSON.stringify(found)).run();
    const missedRuns = async () => (await indexedJob(listed.key))?.missed_runs;

    // The run's end fails: nothing of the run is applied, and it can be applied again.
    await env.DB.prepare(
      `CREATE TRIGGER run_end_fails BEFORE UPDATE OF status ON ingest_runs WHEN NEW.status = 'done' BEGIN SELECT RAISE(ABORT, 'the run could not be marked done'); END`,
    ).run();
    try {
      await expect(finishRun(env, runId)).rejects.toThrow('the run could not be marked done');
    } finally {
      await env.DB.prepare('DROP TRIGGER run_end_fails').run();
    }
    expect(await runOf(runId)).toMatchObject({ status: 'running' });
    expect(await indexedJob(found.key)).toBeNull();
    expect(await missedRuns()).toBe(0);

    await finishRun(env, runId);
    expect(await runOf(runId)).toMatchObject({ status: 'done', added: 1, seen: 1 });
    expect(await missedRuns()).toBe(1);
    // The message that brought the last page comes again after the commit (its answer lost).
    await finishRun(env, runId);
    expect(await runOf(runId)).toMatchObject({ status: 'done', added: 1, seen: 1 });
    expect(await missedRuns()).toBe(1);
  });

  it('fails a run that read no job at all, and closes nothing: a provider with no jobs is down', async () => {
    const state = () => count(`SELECT count(*) || '/' || total(missed_runs) AS n FROM indexed_jobs WHERE closed_at IS NULL`);
    const before = await state();
    const runId = await quietRun(0);
    await finishRun(env, runId);
    expect(await runOf(runId)).toMatchObject({ status: 'failed', error: 'The provider answered no jobs' });
    expect(await state()).toBe(before);
  });
});

describe("handing a run's new jobs to the alerts", { timeout: 30_000 }, () => {
  it('hands them over a slice a message, the next slice queued, until every one is recorded once', async () => {
    const before = (await env.DB.prepare('SELECT coalesce(max(id), 0) AS id FROM indexed_jobs').first<number>('id'))!;
    const jobs = [providerJob(), providerJob(), providerJob()];
    await applyRun(env, await stagedRun(jobs.map(providerRow)), '2026-11-28T13:00:00.000Z');
    const upTo = (await env.DB.prepare('SELECT max(id) AS id FROM indexed_jobs').first<number>('id'))!;
    expect(await alertNewJobs(env, { kind: 'ingest-alerts', runId: 1, afterId: before, upTo }, 2)).toBe(2);
    const keys = jobs.map((job) => `provider:${job.providerId}`).sort();
    const recorded = async () =>
      (await env.DB.prepare(`SELECT job_key FROM alert_jobs WHERE job_key IN (${keys.map(() => '?').join(', ')}) ORDER BY job_key`)
        .bind(...keys)
        .all<{ job_key: string }>()).results.map((row) => row.job_key);
    await vi.waitFor(async () => expect(await recorded()).toEqual(keys), { timeout: 20_000, interval: 250 });
  });
});
