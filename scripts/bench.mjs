/**
 * `npm run bench`: starts the platform as the browser tests do (fresh local state, free port from 8795), then
 *   (a) loads /, a category page, /blog and a post cold in headless Chromium (fresh profile, cache disabled) and
 *       reports the JavaScript and CSS bytes transferred (compressed, from CDP Network.loadingFinished), the number of
 *       requests, FCP and LCP (scripts/bench/cold-load.mjs);
 *   (b) prints the host's Lighthouse benchmarkIndex, then runs Lighthouse itself (mobile preset, simulated
 *       throttling with the CPU slowdown calibrated to this host, benchmarkIndex ÷ 390, recalibrated from each run's
 *       own benchmarkIndex for the next; the median of --lighthouse-runs (9), each run with a time limit and one
 *       retry in a fresh browser; scripts/bench/lighthouse.mjs) on the ten pages of scripts/bench/pages.mjs, each
 *       taking turns with a static copy of the same page (its rendered DOM without scripts, with its CSS) served by
 *       the same server: the four scores, FCP, LCP, total blocking time and CLS, with the median slowdown its runs
 *       used, the median of each turn's TBT less its copy's, and whether the page meets the targets of
 *       docs/pages.md#speed; and the JavaScript each page transfers before any interaction and after one click on
 *       its main control (scripts/bench/js-bytes.mjs); and click-to-change for each island's first touch, from the pointer going down
 *       to the first change on screen, at 4x and at the calibrated slowdown (scripts/bench/first-touch.mjs);
 *   (c) measures requests per second and p99 latency with autocannon for /api/health, a cached category request
 *       (/api/jobs, answered from the edge cache after one warm-up request) and the HTML of / and of a category
 *       page, one after the other against the same server with the same settings, so the rows compare
 *       (scripts/bench/throughput.mjs).
 *   (c) also measures /sitemap.xml (built on the request, as served until an administrator generates or uploads one)
 *       in the same table, beside /api/health.
 *   (d) lists the blog editor's lazily loaded chunks (Quill, the image compressor) with their gzip sizes, and checks
 *       that no public page cold-loaded in (a) requested any of them (scripts/bench/editor-chunks.mjs).
 *   (e) reports the CPU time shared's `sitemapDocuments` takes to build a 50,000-URL sitemap in Node
 *       (process.cpuUsage() around the call; scripts/bench/sitemap-cpu.mjs).
 *   (f) then, on a platform of its own whose D1 holds --alerts confirmed job alerts (100,000), approves --postings
 *       postings (10) and fires the ingest cron, and reports what matching them cost per page of alerts
 *       (one queue message), per job and per batch, against the limits of one queue consumer invocation
 *       (scripts/bench/alerts.mjs).
 *   (g) ingests 100,000 jobs into the job index in local D1 and times 20 mixed listings over them, with the D1 rows
 *       each read (workerd, scripts/bench/index.mjs).
 *   (h) replays a realistic mix of page views over --jobs (100,000) indexed jobs on a platform of its own: --warm
 *       (2,000) views to fill the cache, then --views (10,000) measured with --connections clients at once; prints the
 *       cache hit ratio, D1 rows per 1,000 views, p50 and p99 per kind of view and the monthly bill at 1M and 30M
 *       views (scripts/bench/mix.mjs, mix-report.mjs), first for the board at mix-before.mjs's `beforeCommit` (taken
 *       from git, with the same usage log added), then for the board now, side by side.
 * `--only pages`, `--only alerts`, `--only index` or `--only mix` runs one part.
 * The platform carries the blog's nine sample posts, as `npm start` does, so /blog and a post page are measured too.
 * Only 127.0.0.1 is contacted.
 *
 *   node scripts/bench.mjs [--duration 10] [--connections 10] [--runs 5] [--lighthouse-runs 9] [--only pages|alerts|index|mix] [--alerts 100000] [--postings 10]
 *     [--jobs 100000] [--warm 2000] [--views 10000]
 */
import { parseArgs } from 'node:util';
import { build } from './build.mjs';
import { install, step } from './lib/proc.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { startTestPlatform } from './lib/test-platform.mjs';
import { alertsBench } from './bench/alerts.mjs';
import { alertsReport } from './bench/alerts-report.mjs';
import { coldLoadRows, coldLoads } from './bench/cold-load.mjs';
import { chunkRequests, editorChunks } from './bench/editor-chunks.mjs';
import { kb, table } from './bench/format.mjs';
import { indexBench, indexReport } from './bench/index.mjs';
import { mixBench } from './bench/mix.mjs';
import { beforeCommit, beforeTree } from './bench/mix-before.mjs';
import { mixReport } from './bench/mix-report.mjs';
import { firstTouchRows } from './bench/first-touch.mjs';
import { jsBytesRows } from './bench/js-bytes.mjs';
import { hostCalibration } from './bench/lighthouse.mjs';
import { lighthouseHeader, lighthouseRows } from './bench/lighthouse-rows.mjs';
import { categoryPage, measuredPages, postPage } from './bench/pages.mjs';
import { sitemapCpuMs } from './bench/sitemap-cpu.mjs';
import { load, throughputRows } from './bench/throughput.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    runs: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    only: { type: 'string' },
    alerts: { type: 'string' },
    postings: { type: 'string' },
    jobs: { type: 'string' },
    warm: { type: 'string' },
    views: { type: 'string' },
  },
});
const duration = Number(flags.duration ?? 10);
const connections = Number(flags.connections ?? 10);
const runs = Number(flags.runs ?? 5);
const allParts = ['pages', 'alerts', 'index', 'mix'];
const parts = flags.only ? [flags.only] : allParts;
if (!parts.every((part) => allParts.includes(part))) throw new Error(`--only takes ${allParts.join(', ')}, not ${flags.only}`);
const alertCount = Number(flags.alerts ?? 100_000);
if (!Number.isInteger(alertCount) || alertCount < 1) throw new Error(`--alerts takes a number of alerts, not ${flags.alerts}`);
const postings = Number(flags.postings ?? 10);
/** A whole number of at least `min` from flag `name`, else its default. */
function countFlag(name, fallback, min = 1) {
  const n = Number(flags[name] ?? fallback);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number of at least ${min}, not ${flags[name]}`);
  return n;
}
/** Lighthouse's runs of each page and its copy: more than --runs, as a page is held to 50 ms of TBT (docs/pages.md#speed). */
const lighthouseRuns = countFlag('lighthouse-runs', 9);
const mix = { jobs: countFlag('jobs', 100_000), warm: countFlag('warm', 2_000, 0), measured: countFlag('views', 10_000), clients: connections };

async function main() {
  step('Installing dependencies');
  await install();
  if (parts.includes('pages')) await ensureSystemPackages();
  await build();
  if (parts.includes('pages')) await pagesBench();
  if (parts.includes('alerts')) console.log(alertsReport(await alertsBench({ count: alertCount, postings })));
  if (parts.includes('index')) console.log(indexReport(await indexBench()));
  if (parts.includes('mix')) await mixBenches();
}

/** (h): the mix on the board as it was at `beforeCommit`, then on the board now, printed side by side. */
async function mixBenches() {
  const before = await beforeTree();
  let figures;
  try {
    figures = await mixBench({ ...mix, tree: before.dir });
  } finally {
    before.remove();
  }
  const now = await mixBench(mix);
  console.log(mixReport([{ name: `before (${beforeCommit})`, figures }, { name: 'now', figures: now }]));
}

/** (a) to (e): the pages, the routes' throughput, the editor's chunks and the sitemap's CPU time. */
async function pagesBench() {
  const platform = await startTestPlatform({ sampleBlog: true });
  try {
    step('The host\'s speed as Lighthouse measures it (benchmarkIndex, median of 3)');
    const calibration = await hostCalibration(`${platform.baseUrl}/about`);
    console.log(`  benchmarkIndex ${Math.round(calibration.benchmarkIndex)}: CPU slowdown ${calibration.cpuSlowdownMultiplier}x (benchmarkIndex ÷ 390)`);
    const loadsByPage = await coldLoads(platform.baseUrl, ['/', categoryPage, '/blog', postPage], runs);
    const pages = await measuredPages(platform);
    const javascript = await jsBytesRows(platform.baseUrl, pages);
    const lighthouse = await lighthouseRows(platform, pages, { runs: lighthouseRuns, ...calibration });
    const firstTouches = await firstTouchRows(platform.baseUrl, { calibrated: calibration.cpuSlowdownMultiplier, runs });

    step(`Load: ${connections} connections, ${duration} s per route`);
    const settings = { connections, duration };
    // A short first round so the worker is compiled and D1 is open before anything is measured.
    await load(`${platform.baseUrl}/`, 'warm-up', { connections, duration: 2 });
    // A listing read from the job index in D1 on every request (docs/job-index.md#listing); one request first.
    const jobsUrl = `${platform.baseUrl}/api/jobs?category=graphic-design&page=1`;
    const warm = await fetch(jobsUrl);
    if (!warm.ok) throw new Error(`${jobsUrl} answered ${warm.status}: ${await warm.text()}`);
    step('CPU time of building a 50,000-URL sitemap (sitemapDocuments)');
    const sitemapCpu = await sitemapCpuMs(50_000);
    const rows = [
      await load(`${platform.baseUrl}/api/health`, 'GET /api/health', settings),
      await load(`${platform.baseUrl}/sitemap.xml`, 'GET /sitemap.xml (built on the request)', settings),
      await load(jobsUrl, 'GET /api/jobs?category=graphic-design (job index)', settings),
      await load(`${platform.baseUrl}/`, 'GET / (page HTML)', settings),
      await load(`${platform.baseUrl}${categoryPage}`, `GET ${categoryPage} (page HTML)`, settings),
    ];

    console.log(`\nCold loads (median of ${runs} for timings; bytes are compressed bodies of the first run)`);
    console.log(table(coldLoadRows(loadsByPage)));
    const chunks = editorChunks();
    const requested = chunkRequests(loadsByPage, chunks);
    console.log('\nBlog editor chunks (mfe-admin, loaded only by the post editor)');
    console.log(table([['Chunk', 'gzip'], ...chunks.map((c) => [c.file, kb(c.gzip)])]));
    console.log(`Requested by the public pages above: ${requested.length ? requested.join(', ') : 'none'}`);
    if (chunks.length < 2) console.log('(expected a Quill chunk and an image-compressor chunk; found fewer)');
    console.log(`\nJavaScript transferred (compressed), on a phone-sized page, cache disabled`);
    console.log(table([['Page', 'Before any interaction', 'After one click', 'Control clicked'], ...javascript]));
    const host = `host benchmarkIndex ${Math.round(calibration.benchmarkIndex)}, CPU slowdown ${calibration.cpuSlowdownMultiplier}x`;
    console.log(`\nLighthouse (mobile preset, simulated throttling, ${host} at the start, then each turn's own, shared by a page and its copy, which take turns; the run with the median performance score of ${lighthouseRuns}; TBT over copy is the median of each turn's page TBT less its copy's; targets as docs/pages.md#speed)`);
    console.log(table([lighthouseHeader, ...lighthouse]));
    console.log(`\nClick-to-change: pointer down to the first change on screen, fresh pages, median of ${runs} (${host})`);
    console.log(table([['Control', '4x CPU', `${calibration.cpuSlowdownMultiplier}x CPU`, 'slowest at 4x', 'Page'], ...firstTouches]));
    console.log(`\nThroughput (autocannon, ${connections} connections, ${duration} s each, same server)`);
    console.log(table([['Route', 'Req/s', 'p99', 'Requests', 'Errors'], ...throughputRows(rows)]));
    console.log('\nSitemap build (sitemapDocuments in Node, process.cpuUsage around the call)');
    console.log(
      table([
        ['URLs', 'CPU time', 'Files', 'Size'],
        [sitemapCpu.count, `${sitemapCpu.ms.toFixed(1)} ms`, sitemapCpu.files, kb(sitemapCpu.bytes)],
      ]),
    );
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(`\nnpm run bench failed: ${error.message}`);
  process.exit(1);
});
