/**
 * The job index's bench (`npm run bench -- --only index`, docs/job-index.md#listing): 100,000 jobs ingested into local
 * D1 through the real run (staged, then applied), then 20 mixed listings (words, typos, phrases, operators,
 * filters, deep pages), each asked 10 times, and a category page view's list read from the index against the provider
 * path page views took before it. Prints one `BENCH {json}` line for scripts/bench/index.mjs.
 */
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { categories } from '@rdj/shared';
import { filterProviderJobs } from '../../../shared/test/support/job-filters';
import { applyRun } from '../../src/job-index/apply-run';
import { providerRow, type IndexRow } from '../../src/job-index/rows';
import type { IndexSearch } from '../../src/job-index/listing';
import { searchIndex } from '../../src/job-index/search';
import { categorySearch, providerSettings, searchJobs } from '../../src/provider/provider';
import { benchJob } from './bench-jobs';

const jobCount = 100_000;
const repeats = 10;

/** Job `i` of the benches' set, as the index stores it. */
const row = (i: number): IndexRow => providerRow(benchJob(i));

const none = { employment: [], experience: [], salary: null, from: null, page: 1, q: '' };
const queries: (Omit<IndexSearch, 'employment' | 'experience'> & { employment: string[]; experience: ('entry' | 'mid' | 'senior')[] })[] = [
  { ...none, category: 'graphic-design' },
  { ...none, category: 'graphic-design', page: 10 },
  { ...none, category: 'ux-ui-design', q: 'figma' },
  { ...none, category: 'ux-ui-design', q: 'figam' },
  { ...none, category: 'product-design', q: '"design systems"' },
  { ...none, category: 'graphic-design', q: 'brand OR packaging' },
  { ...none, category: 'graphic-design', q: 'illustrator NOT print' },
  { ...none, category: 'product-design', salary: { currency: 'USD', amount: 80_000 } },
  { ...none, category: 'graphic-design', from: 'DE' },
  { ...none, category: 'ux-ui-design', from: 'US', employment: ['Contract'] },
  { ...none, category: 'product-design', experience: ['senior'] },
  { ...none, category: 'graphic-design', q: 'motion', salary: { currency: 'USD', amount: 60_000 } },
  { ...none, category: 'game-design', q: 'unity' },
  { ...none, category: 'industrial-design' },
  { ...none, category: 'interior-design', q: 'furnitrue' },
  { ...none, category: 'graphic-design', q: 'senior designer', from: 'PT' },
  { ...none, category: 'ux-ui-design', employment: ['Full-time', 'Part-time'], experience: ['entry', 'mid'] },
  { ...none, category: 'product-design', q: 'fintech', page: 2 },
  { ...none, category: 'graphic-design', q: 'illus' },
  { ...none, category: 'freelance-design', q: 'freelance', salary: { currency: 'EUR', amount: 40_000 } },
];

/**
 * What a category page view waits on for its list, both ways, in this run: page 1 read from the index (the 100,000
 * jobs above), and the path page views took before the index: the provider asked for the category's page through
 * the production client (the sandbox provider on this host, so no network time) and its 20 jobs filtered in memory
 * (`filterProviderJobs`). Each is asked by 10 callers at once for 3 s.
 */
async function pageViews() {
  const graphic = categories.find((category) => category.slug === 'graphic-design')!;
  const settings = providerSettings(env);
  const pages = [
    { page: 'graphic design, page 1', search: { ...none, category: graphic.slug } },
    { page: 'graphic design, salary floor $80,000', search: { ...none, category: graphic.slug, salary: { currency: 'USD' as const, amount: 80_000 } } },
  ];
  const paths = {
    index: async (search: IndexSearch) => {
      const page = await searchIndex(env.DB, search);
      return { jobs: page.jobs.length, total: page.total as number | null };
    },
    provider: async (search: IndexSearch) => {
      const answer = await searchJobs(settings, categorySearch(graphic.keywords, search.page));
      return { jobs: filterProviderJobs(search.category, answer.jobs, search).length, total: null };
    },
  };
  const rows = [];
  for (const { page, search } of pages) {
    for (const [path, list] of Object.entries(paths)) {
      const shown = await list(search);
      const times: number[] = [];
      const until = performance.now() + 3_000;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (performance.now() < until) {
            const t = performance.now();
            await list(search);
            times.push(performance.now() - t);
          }
        }),
      );
      const sorted = times.sort((a, b) => a - b);
      rows.push({ page, path, perSecond: Math.round(times.length / 3), p50: percentile(sorted, 50), p99: percentile(sorted, 99), ...shown });
    }
  }
  return rows;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

it('ingests 100,000 jobs and answers 20 mixed listings', { timeout: 1_800_000 }, async () => {
  const run = await env.DB.prepare(`INSERT INTO ingest_runs (status) VALUES ('applying') RETURNING id`).first<{ id: number }>();
  const started = performance.now();
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < jobCount; i += 33) {
    const rows = Array.from({ length: Math.min(33, jobCount - i) }, (_, k) => row(i + k));
    statements.push(
      env.DB.prepare(`INSERT INTO ingest_staged (run_id, key, row) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`).bind(
        ...rows.flatMap((r) => [run!.id, r.key, JSON.stringify(r)]),
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
  const staged = performance.now();
  const applied = await applyRun(env, run!.id, new Date().toISOString());
  if (!applied) throw new Error(`run ${run!.id} was not applying`);
  const ingestMs = performance.now() - started;

  const samples: number[] = [];
  const perQuery = [];
  for (const query of queries) {
    const times: number[] = [];
    // The first ask ranks a search; the next ones read the order it kept (docs/job-index.md#listing).
    const first = await searchIndex(env.DB, query);
    let answer = first;
    for (let r = 0; r < repeats; r++) {
      const t = performance.now();
      answer = await searchIndex(env.DB, query);
      times.push(performance.now() - t);
    }
    samples.push(...times);
    const sorted = [...times].sort((a, b) => a - b);
    const { page: _page, ...rest } = query;
    perQuery.push({ query: JSON.stringify(rest).replace(/"(employment|experience)":\[\],?|"salary":null,?|"from":null,?|"q":"",?/g, ''), page: query.page, total: answer.total, jobs: answer.jobs.length, p50: percentile(sorted, 50), max: sorted.at(-1), firstRowsRead: first.rowsRead, rowsRead: answer.rowsRead, searchedFor: answer.searchedFor });
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const figures = {
    pageViews: await pageViews(),
    jobs: applied.added,
    stageMs: Math.round(staged - started),
    applyMs: Math.round(ingestMs - (staged - started)),
    ingestMs: Math.round(ingestMs),
    jobsPerSecond: Math.round(applied.added / (ingestMs / 1000)),
    samples: samples.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    queries: perQuery,
  };
  console.log(`BENCH ${JSON.stringify(figures)}`);
});
