/** Test support for the job index (docs/job-index.md): provider jobs, staged runs, and an index row as stored. */
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { finishRun, startIngest } from '../../src/job-index/ingest';
import { providerRow, type IndexRow } from '../../src/job-index/rows';
import type { ProviderJob } from '../../src/provider/provider';

/** A graphic design job as the provider would send it, under an id no other test uses. */
export function providerJob(overrides: Partial<ProviderJob> = {}): ProviderJob {
  const id = `test-${crypto.randomUUID()}`;
  return {
    id,
    providerId: id,
    title: 'Graphic Designer',
    company: 'Acme Studio',
    location: 'Remote',
    type: 'Full-time',
    salary: null,
    snippet: 'Graphic design for our brand and campaigns',
    description: 'Graphic design for our brand and campaigns, in Figma and Illustrator.',
    link: `https://jobs.example/${id}`,
    updated: '2026-11-20',
    featured: false,
    urgent: false,
    ...overrides,
  };
}

/**
 * Records an ingest run that finished at `at`: the jobs pages are put in the page cache, and the jobs API lets its
 * answers be kept, only once the index has finished one (docs/job-index.md#freshness).
 */
export async function finishedRun(at = new Date()): Promise<void> {
  await env.DB.prepare(`INSERT INTO ingest_runs (status, started_at, finished_at) VALUES ('done', ?1, ?1)`).bind(at.toISOString()).run();
}

/** A run with `rows` staged, as its pages' messages would leave it, ready to apply. */
export async function stagedRun(rows: IndexRow[]): Promise<number> {
  const run = await env.DB.prepare(`INSERT INTO ingest_runs (status, pending_pages) VALUES ('applying', 0) RETURNING id`).first<{ id: number }>();
  const insert = env.DB.prepare('INSERT INTO ingest_staged (run_id, key, row) VALUES (?, ?, ?)');
  for (let i = 0; i < rows.length; i += 500) {
    await env.DB.batch(rows.slice(i, i + 500).map((row) => insert.bind(run!.id, row.key, JSON.stringify(row))));
  }
  return run!.id;
}

/** The index's row for `key` with its categories and places, sorted; null when there is none. */
export async function indexedJob(key: string): Promise<(Record<string, unknown> & { categories: string[]; places: string[] }) | null> {
  const row = await env.DB.prepare('SELECT * FROM indexed_jobs WHERE key = ?').bind(key).first<Record<string, unknown> & { id: number }>();
  if (!row) return null;
  const list = async (sql: string) => (await env.DB.prepare(sql).bind(row.id).all<{ value: string }>()).results.map((r) => r.value).sort();
  return {
    ...row,
    categories: await list('SELECT category AS value FROM indexed_job_categories WHERE job_id = ?'),
    // Each entry holds its job's places between commas (`,DE,europe,`).
    places: [...new Set((await list('SELECT places AS value FROM indexed_job_categories WHERE job_id = ? AND places IS NOT NULL')).flatMap((text) => text.split(',').filter(Boolean)))].sort(),
  };
}

/** The status of ingest run `id`. */
export async function runStatus(id: number): Promise<string | null> {
  return env.DB.prepare('SELECT status FROM ingest_runs WHERE id = ?').bind(id).first<string>('status');
}

/** Waits until ingest run `id` has finished (done or failed) and answers how it ended. */
export async function runEnded(id: number): Promise<string> {
  return vi.waitFor(
    async () => {
      const status = await runStatus(id);
      if (status !== 'done' && status !== 'failed') throw new Error(`ingest run ${id} is still ${status}`);
      return status;
    },
    { timeout: 45_000, interval: 100 },
  );
}

/**
 * One ingest run of the sandbox provider through the real queue, as the cron starts it; answers once it is done. A
 * test file's first run fills the index the listings read (a few seconds for the sandbox's 363 jobs).
 */
export async function ingested(): Promise<number> {
  const id = await startIngest(env);
  if (id === null) throw new Error('an ingest run is already going');
  const status = await runEnded(id);
  if (status !== 'done') throw new Error(`ingest run ${id} ${status}`);
  return id;
}

/** Runs an ingest run of `jobs` to its end as the queue's last page does (`finishRun`), with `runEnv`'s bindings. */
export async function ingestRun(jobs: ProviderJob[], runEnv: Env = env): Promise<void> {
  const run = await env.DB.prepare(`INSERT INTO ingest_runs (status, pending_pages) VALUES ('running', 0) RETURNING id`).first<{ id: number }>();
  for (const job of jobs) {
    const row = providerRow(job);
    await env.DB.prepare('INSERT INTO ingest_staged (run_id, key, row) VALUES (?, ?, ?)').bind(run!.id, row.key, JSON.stringify(row)).run();
  }
  await finishRun(runEnv, run!.id);
}
