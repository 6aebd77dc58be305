/**
 * The mix bench's figures as it prints them (docs/caching.md#what-a-page-view-costs): the cache's hit ratio, D1 rows
 * read and written per 1,000 views, p50 and p99 per kind of view, and the monthly bill at 1M and 30M views from
 * Cloudflare's published prices, printed beside it. A view is billed as the Workers requests its browser made: the
 * page, and its view count where the page's answer did not count it; a remote's render and its API calls reach the
 * other workers through service bindings, which add no request charge. The CPU time billed is what the platform's workerd processes spent on the measured views less D1's own time
 * on its statements (locally D1 runs inside workerd, in production outside the Worker); it still holds the local
 * cache's, KV's and wrangler's own work, so it is a bound from above.
 */
import { table } from './format.mjs';
import { viewKinds } from './mix-views.mjs';

/** Cloudflare's prices (Workers Paid, per month), as published; `included` is free, then `price` per `per`. */
const prices = [
  { what: 'Workers requests', included: 10e6, price: 0.3, per: 1e6, unit: 'requests' },
  { what: 'Workers CPU time', included: 30e6, price: 0.02, per: 1e6, unit: 'CPU ms' },
  { what: 'D1 rows read', included: 25e9, price: 0.001, per: 1e6, unit: 'rows' },
  { what: 'D1 rows written', included: 50e6, price: 1, per: 1e6, unit: 'rows' },
  { what: 'KV reads', included: 10e6, price: 0.5, per: 1e6, unit: 'reads' },
  { what: 'KV writes', included: 1e6, price: 5, per: 1e6, unit: 'writes' },
  { what: 'Queues operations', included: 1e6, price: 0.4, per: 1e6, unit: 'operations' },
];
const baseFee = 5;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sum = (lines, field) => lines.reduce((total, line) => total + (line[field] ?? 0), 0);
const dollars = (n) => `$${n !== 0 && n < 0.01 ? n.toFixed(3) : n.toFixed(2)}`;

/** What one view uses of each priced thing, from the measured figures. */
function perView({ measured, cpuSeconds, usage, views }) {
  return {
    'Workers requests': views.reduce((total, view) => total + view.requests, 0) / measured,
    // workerd's time less D1's own: locally D1 runs in workerd, in production beside it.
    'Workers CPU time': Math.max(0, cpuSeconds * 1000 - sum(usage, 'd1Ms')) / measured,
    'D1 rows read': sum(usage, 'd1Read') / measured,
    'D1 rows written': sum(usage, 'd1Written') / measured,
    'KV reads': sum(usage, 'kvRead') / measured,
    'KV writes': sum(usage, 'kvWritten') / measured,
    // A message is written, read and deleted: three operations.
    'Queues operations': (3 * sum(usage, 'queued')) / measured,
  };
}

/** The bill beyond the base fee for `views` a month, each using `use`; and each line of it. */
function bill(use, views) {
  const lines = prices.map((p) => ({ what: p.what, cost: (Math.max(0, use[p.what] * views - p.included) / p.per) * p.price }));
  return { total: lines.reduce((a, line) => a + line.cost, 0), lines };
}

/** What a gateway request was, for the rows' breakdown: an API route, or a page by how the cache answered it. */
function groupOf(line) {
  if (line.path.startsWith('/api/jobs')) return 'GET /api/jobs (a list the page renders)';
  if (line.path.startsWith('/api/page-views')) return 'POST /api/page-views';
  if (line.path.startsWith('/api/')) return 'other API calls';
  return line.cache === null ? 'page, never cached' : `page, cache ${line.cache}`;
}

/** D1 rows read per 1,000 views, by what read them. */
function breakdown(designs) {
  const groups = [...new Set(designs.flatMap((d) => d.figures.usage.map(groupOf)))].sort();
  const cell = (f, group) => {
    const lines = f.usage.filter((line) => groupOf(line) === group);
    const rows = sum(lines, 'd1Read');
    return [lines.length, Math.round((rows * 1000) / f.measured).toLocaleString('en-US'), lines.length ? Math.round(rows / lines.length).toLocaleString('en-US') : '-'];
  };
  return table([
    ['D1 rows read, by answer', ...designs.flatMap((d) => [`${d.name}: answers`, 'per 1,000 views', 'per answer'])],
    ...groups.map((group) => [group, ...designs.flatMap((d) => cell(d.figures, group))]),
  ]);
}

/** The report of `designs`, each `{ name, figures }` (mixBench's answer), side by side. */
export function mixReport(designs) {
  const names = designs.map((d) => d.name);
  const first = designs[0].figures;
  const uses = designs.map((d) => perView(d.figures));
  const hit = (f) => {
    const cached = f.views.filter((v) => v.cache === 'hit' || v.cache === 'stale').length;
    const cacheable = f.views.filter((v) => v.cache !== null).length;
    return `${((100 * cached) / f.views.length).toFixed(1)}% (${((100 * cached) / Math.max(1, cacheable)).toFixed(1)}% of cacheable)`;
  };
  const statuses = (f) => {
    const counts = {};
    for (const view of f.views) counts[view.status] = (counts[view.status] ?? 0) + 1;
    return Object.entries(counts).map(([status, n]) => `${status}: ${n}`).join(', ');
  };
  const summary = table([
    ['', ...names],
    ['Cache hit ratio', ...designs.map((d) => hit(d.figures))],
    ['Answers', ...designs.map((d) => statuses(d.figures))],
    ['Views a second', ...designs.map((d) => Math.round(d.figures.measured / d.figures.seconds))],
    ['Workers requests per view (the page, and its view count where the page did not count it)', ...uses.map((u) => u['Workers requests'].toFixed(2))],
    ['D1 rows read per 1,000 views', ...uses.map((u) => Math.round(u['D1 rows read'] * 1000).toLocaleString('en-US'))],
    ['D1 rows read per view (goal ≤ 1,000)', ...uses.map((u) => Math.round(u['D1 rows read']).toLocaleString('en-US'))],
    ['D1 rows written per 1,000 views', ...uses.map((u) => Math.round(u['D1 rows written'] * 1000).toLocaleString('en-US'))],
    ['KV reads / writes per 1,000 views', ...uses.map((u) => `${Math.round(u['KV reads'] * 1000)} / ${Math.round(u['KV writes'] * 1000)}`)],
    ['Queue messages per 1,000 views', ...uses.map((u) => Math.round((u['Queues operations'] / 3) * 1000))],
    ['workerd CPU per view', ...designs.map((d) => `${((d.figures.cpuSeconds * 1000) / d.figures.measured).toFixed(1)} ms`)],
    ['  of it D1\'s own time', ...designs.map((d) => `${(sum(d.figures.usage, 'd1Ms') / d.figures.measured).toFixed(1)} ms`)],
    ['  the rest: Workers CPU (billed)', ...uses.map((u) => `${u['Workers CPU time'].toFixed(1)} ms`)],
    ['Statements not counted (joins)', ...designs.map((d) => sum(d.figures.usage, 'uncounted'))],
  ]);
  const kinds = table([
    ['Kind (p50 / p99, goal p99 ≤ 50 ms)', ...names.flatMap((name) => [`${name}: views`, 'p50', 'p99'])],
    ...viewKinds.map((kind) => [
      kind,
      ...designs.flatMap(({ figures }) => {
        const times = figures.views.filter((v) => v.kind === kind).map((v) => v.ms).sort((a, b) => a - b);
        return [times.length, `${percentile(times, 50)?.toFixed(1)} ms`, `${percentile(times, 99)?.toFixed(1)} ms`];
      }),
    ]),
    ...first.floors.map(({ path }) => [
      `floor: ${path} alone`,
      ...designs.flatMap(({ figures }) => {
        const times = figures.floors.find((floor) => floor.path === path).times;
        return [times.length, `${percentile(times, 50).toFixed(1)} ms`, `${percentile(times, 99).toFixed(1)} ms`];
      }),
    ]),
  ]);
  const bills = table([
    ['Monthly bill beyond the $5 base fee', ...names.flatMap((name) => [`${name}: 1M views`, '30M views'])],
    ...prices.map((p) => [p.what, ...uses.flatMap((u) => [1e6, 30e6].map((views) => dollars(bill(u, views).lines.find((l) => l.what === p.what).cost)))]),
    ['Total (goal ≤ $30 at 30M)', ...uses.flatMap((u) => [1e6, 30e6].map((views) => dollars(bill(u, views).total)))],
  ]);
  const priceList = table([
    ['Price assumed (Workers Paid, $5 a month)', 'Included a month', 'Then'],
    ...prices.map((p) => [p.what, `${p.included.toLocaleString('en-US')} ${p.unit}`, `${dollars(p.price)} per ${p.per.toLocaleString('en-US')}`]),
  ]);
  return [
    `\nThe mix: ${first.jobs.toLocaleString('en-US')} indexed jobs; ${first.warm.toLocaleString('en-US')} views to warm the cache, then ` +
      `${first.measured.toLocaleString('en-US')} measured, ${first.clients} clients at once, one location (60% plain pages, 25% searches, 10% filters, 5% later pages)`,
    summary,
    '\nWhere the rows were read (every gateway request of the measured views; the remotes ask the API for the lists)',
    breakdown(designs),
    `\nTime to the whole page, per kind of view; then the floor, each route asked alone by ${first.clients} clients without pause`,
    kinds,
    `\nThe bill (base fee $${baseFee} a month not included)`,
    bills,
    priceList,
  ].join('\n');
}
