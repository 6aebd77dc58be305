/**
 * The alerts bench's tables: each match page's cost (median and max), each job's, each batch's, and one queue
 * consumer invocation's against the Workers, D1 and Queues limits per invocation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/proc.mjs';
import { median, table } from './format.mjs';

/**
 * Cloudflare's limits per invocation (Workers Free / Workers Paid), as their limits pages give them: subrequests
 * (D1 queries and queue sends count), D1 queries, CPU time (Paid: 30 s unless `limits.cpu_ms` raises it, at most
 * 5 min), one D1 statement's duration, messages per `sendBatch` (and 256 KB), a consumer invocation's wall time.
 */
export const limits = {
  subrequests: { free: 50, paid: 10_000 },
  d1Queries: { free: 50, paid: 1_000 },
  cpuMs: { free: 10, paid: 30_000, paidMax: 300_000 },
  d1StatementMs: 30_000,
  sendBatchMessages: 100,
  consumerWallMs: 15 * 60_000,
};

/** The gateway's consumer batch size (`max_batch_size` of `[[queues.consumers]]` in wrangler.toml). */
function consumerBatchSize() {
  const found = /max_batch_size\s*=\s*(\d+)/.exec(readFileSync(join(root, 'wrangler.toml'), 'utf8'));
  return found ? Number(found[1]) : 10;
}

const figures = [
  ['D1 ms (SQLite time of the statement)', 'd1Ms'],
  ['Rows read', 'rowsRead'],
  ['Rows written (3 a match: row, 2 indexes)', 'rowsWritten'],
  ['Queries', 'queries'],
  ['Subrequests', 'subrequests'],
  ['Sends queued', 'sentNow'],
  ['Wall ms (local worker)', 'wallMs'],
  ['Wall ms outside the statement', 'otherMs'],
];

const round = (n) => (n === null ? 'n/a' : Number.isInteger(n) ? n.toLocaleString('en-US') : n.toFixed(1));
const max = (values) => (values.length ? Math.max(...values) : null);
const sum = (values) => values.reduce((a, b) => a + b, 0);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const n = (value) => value.toLocaleString('en-US');

/** Each job's totals, in the order its first page came. */
function jobsOf(pages) {
  const jobs = new Map();
  for (const page of pages) {
    const job = jobs.get(page.jobKey) ?? { key: page.jobKey, pages: 0, d1Ms: 0, matched: 0, sentNow: 0, rowsRead: 0 };
    job.pages += 1;
    job.d1Ms += page.d1Ms;
    job.matched += page.matched;
    job.sentNow += page.sentNow;
    job.rowsRead += page.rowsRead;
    jobs.set(page.jobKey, job);
  }
  return [...jobs.values()];
}

const shortKey = (key) => (key.length > 32 ? `${key.slice(0, 31)}…` : key);
const jobRow = (name, job) => [name, job.pages, round(job.d1Ms), round(job.rowsRead), round(job.matched), round(job.sentNow)];

/** The tables for `batches` (each `{ name, startedAt, pages, reloads, labels? }`) matched against `mix.count` alerts. */
export function alertsReport({ mix, batches: measured, seedMs }) {
  const withOther = (page) => ({ ...page, otherMs: Math.max(0, page.wallMs - page.d1Ms) });
  const batches = measured.map((batch) => ({ ...batch, pages: batch.pages.map(withOther) }));
  const all = batches.flatMap((b) => b.pages);
  const pageSize = all.length ? all[0].last - all[0].after : 0;
  const out = [];
  const pct = (n) => `${((100 * n) / mix.count).toFixed(1)}%`;
  out.push(
    `\nJob alerts: new jobs matched against ${n(mix.count)} confirmed alerts (${pct(mix.everyCategory)} for every category, ` +
      `${pct(mix.withSearch)} with search words, ${pct(mix.withFilters)} with filters, ${pct(mix.instant)} instant; the platform ` +
      `with them seeded started in ${seconds(seedMs)}), pages of ${n(pageSize)} alerts, one queue message each`,
  );
  const head = ['Per match page', ...batches.flatMap((b) => [`${b.name} median`, 'max'])];
  const spread = (pages, key) => [round(median(pages.map((p) => p[key]))), round(max(pages.map((p) => p[key])))];
  const rows = figures.map(([label, key]) => [label, ...batches.flatMap((b) => spread(b.pages, key))]);
  out.push(table([head, ...rows]));

  out.push('\nPer job (every page of it)');
  const jobRows = [];
  for (const batch of batches) {
    const jobs = jobsOf(batch.pages);
    if (jobs.length <= 12) jobs.forEach((job) => jobRows.push(jobRow(batch.labels?.[job.key] ?? shortKey(job.key), job)));
    else {
      const by = (key) => [...jobs].sort((a, b) => a[key] - b[key]);
      jobRows.push(jobRow(`${batch.name}: median job (${jobs.length})`, by('d1Ms')[Math.floor((jobs.length - 1) / 2)]));
      jobRows.push(jobRow(`${batch.name}: costliest job`, by('d1Ms').at(-1)));
    }
  }
  out.push(table([['Job', 'Pages', 'D1 ms', 'Rows read', 'Matched', 'Sent now'], ...jobRows]));

  out.push('\nPer batch (wall: from the first approval or the cron call to the last page logged; sends share the queue)');
  const batchRows = batches.map((b) => {
    const wall = b.pages.length ? b.pages.at(-1).at - b.startedAt : 0;
    const total = (key) => round(sum(b.pages.map((p) => p[key])));
    const rate = (b.pages.length / (wall / 1000)).toFixed(1);
    return [b.name, jobsOf(b.pages).length, round(b.pages.length), total('d1Ms'), total('matched'), total('sentNow'), seconds(wall), rate];
  });
  out.push(table([['Batch', 'Jobs', 'Pages', 'D1 ms', 'Matched', 'Sent now', 'Wall', 'Pages/s'], ...batchRows]));

  const reloads = sum(batches.map((b) => b.reloads));
  if (reloads) out.push(`Note: wrangler reloaded the worker ${reloads} times meanwhile (files it is built from changed): run again.`);
  out.push(...limitsReport(all));
  return out.join('\n');
}

/** How many times `used` fits in `limit`, or how far over it is. */
function headroom(limit, used) {
  if (!used) return 'n/a';
  if (used > limit) return `over (${(used / limit).toFixed(1)}x)`;
  const times = limit / used;
  return `${times < 10 ? times.toFixed(1) : Math.floor(times).toLocaleString('en-US')}x`;
}

/** A limit's row: the costliest page, `batch` of them in one invocation, the Free / Paid limit and the headroom. */
function limitRow(label, page, batch, { free, paid, note = '' }) {
  const used = page * batch;
  const limit = free === undefined ? n(paid) : `${n(free)} / ${n(paid)}${note}`;
  const room = free === undefined ? headroom(paid, used) : `${headroom(free, used)} / ${headroom(paid, used)}`;
  return [label, round(page), round(used), limit, room];
}

/** One consumer invocation at its worst: `max_batch_size` messages, each the costliest page measured. */
function limitsReport(pages) {
  const batch = consumerBatchSize();
  const worst = (key) => max(pages.map((p) => p[key])) ?? 0;
  const sent = worst('sentNow');
  const calls = (sends) => Math.ceil(sends / limits.sendBatchMessages);
  const rows = [
    limitRow('Subrequests', worst('subrequests'), batch, limits.subrequests),
    limitRow('D1 queries', worst('queries'), batch, limits.d1Queries),
    limitRow('CPU ms (at most the wall ms)', worst('wallMs'), batch, { ...limits.cpuMs, note: ` (up to ${n(limits.cpuMs.paidMax)})` }),
    limitRow('Consumer wall ms', worst('wallMs'), batch, { paid: limits.consumerWallMs }),
    ['D1 statement ms', round(worst('d1Ms')), '(one statement)', n(limits.d1StatementMs), headroom(limits.d1StatementMs, worst('d1Ms'))],
    ['Sends per sendBatch call', Math.min(sent, limits.sendBatchMessages), `${calls(sent)} call(s) a page`, '100 (256 KB)', 'chunked by 100'],
  ];
  return [
    `\nPer consumer invocation (max_batch_size ${batch}: at worst ${batch} of the costliest page measured) against the limits,` +
      ' Workers Free / Paid',
    table([['Limit', 'Costliest page', `Invocation (${batch} pages)`, 'Limit', 'Headroom'], ...rows]),
    "Wall ms is the worker's time per page under wrangler dev on this machine (D1 and queue calls included, CPU shared with",
    'wrangler and SQLite): an upper bound on its CPU time, which only production (Workers Logs cpuTime) measures. D1 ms is',
    "the match statement's own duration (meta.duration: SQLite executing it), locally here.",
  ];
}
