/**
 * The job index's figures (docs/job-index.md#listing): runs the worker's bench harness
 * (workers/test/bench/job-index.bench-test.ts) in workerd against local D1, and prints its ingest rate and the
 * latency and D1 rows read of 20 mixed listings over 100,000 jobs.
 */
import { join } from 'node:path';
import { root, run, step } from '../lib/proc.mjs';
import { table } from './format.mjs';

const msText = (n) => `${n.toFixed(1)} ms`;

/** Runs the harness and answers its figures (its `BENCH {json}` line). */
export async function indexBench() {
  step('Job index: 100,000 jobs ingested into local D1, then 20 mixed listings 10 times each (workerd)');
  const { out } = await run('npx', ['vitest', 'run', '--config', 'vitest.bench.config.mts'], { cwd: join(root, 'workers'), capture: true });
  // Vitest may start a console line with colour codes: the figures are found wherever their line holds them.
  const line = out.split('\n').find((text) => text.includes('BENCH {'));
  if (!line) throw new Error(`the job index harness printed no figures:\n${out.slice(-2000)}`);
  return JSON.parse(line.slice(line.indexOf('BENCH {') + 'BENCH '.length));
}

/** The figures as the bench prints them. */
export function indexReport(figures) {
  const ingest = table([
    ['Jobs', 'Staged', 'Applied', 'Ingest', 'Jobs per second'],
    [figures.jobs, `${figures.stageMs} ms`, `${figures.applyMs} ms`, `${figures.ingestMs} ms`, figures.jobsPerSecond],
  ]);
  const listings = table([
    ['Listing', 'Page', 'Total', 'Jobs', 'p50', 'Slowest', 'D1 rows read: first ask', 'asked again', 'Searched for'],
    ...figures.queries.map((q) => [q.query, q.page, q.total, q.jobs, msText(q.p50), msText(q.max), q.firstRowsRead, q.rowsRead, Object.entries(q.searchedFor).map(([a, b]) => `${a} → ${b}`).join(', ')]),
  ]);
  const pageViews = table([
    ['Page', 'List read from', 'Lists per second', 'p50', 'p99', 'Jobs shown', 'Total shown'],
    ...figures.pageViews.map((row) => [row.page, row.path === 'index' ? 'job index' : 'provider, then filtered', row.perSecond, msText(row.p50), msText(row.p99), row.jobs, row.total ?? 'none']),
  ]);
  return [
    '\nJob index ingest (one run, staged then applied in one batch, local D1)',
    ingest,
    `\nJob index listings (${figures.samples} answers: p50 ${msText(figures.p50)}, p99 ${msText(figures.p99)}; goal p99 ≤ 50 ms)`,
    listings,
    '\nA category page view\'s list, 10 callers at once for 3 s each: the job index against the provider path page views took before it',
    '(the sandbox provider on this host: no network time, so the provider path\'s figures are its best case)',
    pageViews,
  ].join('\n');
}
