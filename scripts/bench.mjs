/**
 * `npm run bench`: starts the platform as the browser tests do (fresh local state, free port from 8795), then
 *   (a) loads / and a category page cold in headless Chromium (fresh profile, cache disabled) and reports the
 *       JavaScript and CSS bytes transferred (compressed, from CDP Network.loadingFinished), the number of requests,
 *       FCP and LCP;
 *   (b) runs Lighthouse itself (mobile preset, simulated throttling, median of --runs; scripts/bench/lighthouse.mjs)
 *       on /, a category page, an approved posting's page, /post-job, /about, /privacy, /blog, a post and a signed
 *       /redirect, and beside each on a static copy of the same page (its rendered DOM without scripts, with its
 *       CSS) served by the same server: the four scores, FCP, LCP, total blocking time and CLS;
 *   (c) measures requests per second and p99 latency with autocannon for /api/health, a cached category request
 *       (/api/jobs, answered from the edge cache after one warm-up request) and the HTML of / and of a category
 *       page, one after the other against the same server with the same settings, so the rows compare.
 *   (c) also measures /sitemap.xml (built on the request, as served until an administrator generates or uploads one)
 *       in the same table, beside /api/health.
 *   (d) lists the blog editor's lazily loaded chunks (Quill, the image compressor) with their gzip sizes, and checks
 *       that no public page cold-loaded in (a) requested any of them.
 *   (e) reports the CPU time shared's `sitemapDocuments` takes to build a 50,000-URL sitemap in Node
 *       (process.cpuUsage() around the call; scripts/bench/sitemap-cpu.mjs).
 * The platform carries the blog's nine sample posts, as `npm start` does, so /blog and a post page are measured too.
 * Only 127.0.0.1 is contacted.
 *
 *   node scripts/bench.mjs [--duration 10] [--connections 10] [--runs 3]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from './build.mjs';
import { install, root, step } from './lib/proc.mjs';
import { currentOf, releasesDir } from './lib/releases.mjs';
import { chromiumPath, ensureSystemPackages } from './lib/system.mjs';
import { startTestPlatform } from './lib/test-platform.mjs';
import { chromiumArgs } from '../tests/support/chromium.mjs';
import { lighthousePages } from './bench/lighthouse.mjs';
import { categoryPage, measuredPages, postPage } from './bench/pages.mjs';
import { observeVitals, removeStaticCopies, saveStaticCopy } from './bench/static-copy.mjs';
import { sitemapCpuMs } from './bench/sitemap-cpu.mjs';

const { values: flags } = parseArgs({
  options: { duration: { type: 'string' }, connections: { type: 'string' }, runs: { type: 'string' } },
});
const duration = Number(flags.duration ?? 10);
const connections = Number(flags.connections ?? 10);
const runs = Number(flags.runs ?? 3);

/** playwright-core and autocannon are installed in tests/, the one package that drives the running platform. */
const requireFromTests = createRequire(join(root, 'tests', 'package.json'));

/** One cold load of `url` in a new browser: its own fresh profile, HTTP cache disabled. */
async function coldLoad(url) {
  const { chromium } = requireFromTests('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const bytes = { Script: 0, Stylesheet: 0, Document: 0, other: 0 };
    let requests = 0;
    const urls = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      requests++;
      urls.push(event.request.url);
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      const key = type in bytes ? type : 'other';
      bytes[key] += event.encodedBodyLength ?? event.encodedDataLength;
    });
    await page.addInitScript(observeVitals);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const vitals = await page.evaluate(() => window.benchVitals);
    return { bytes, requests, urls, ...vitals };
  } finally {
    await browser.close();
  }
}

/** Each page and its static copy under Lighthouse, in one Chromium, so the two rows of a page compare. */
async function lighthouseRows(platform) {
  const { chromium } = requireFromTests('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const distDir = join(root, 'dist');
  try {
    const pages = [];
    for (const [path, name] of await measuredPages(platform)) {
      const copy = await saveStaticCopy(browser, `${platform.baseUrl}${path}`, distDir, name);
      const label = path.startsWith('/redirect') ? '/redirect (signed)' : path;
      pages.push({ label, url: `${platform.baseUrl}${path}` }, { label: `${label} (static copy)`, url: `${platform.baseUrl}${copy}` });
    }
    const rows = await lighthousePages(pages, runs, (label) => step(`Lighthouse on ${label} (${runs} runs)`));
    return rows.map((r) => [
      r.label.length > 48 ? `${r.label.slice(0, 45)}...` : r.label,
      r.error ?? r.performance, r.accessibility, r.bestPractices, r.seo,
      ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls === null ? 'n/a' : r.cls.toFixed(3),
    ]);
  } finally {
    await browser.close();
    removeStaticCopies(distDir);
  }
}

/** The admin release's chunks that only the post editor loads (Quill, the image compressor), with gzip sizes. */
function editorChunks() {
  const release = currentOf('admin');
  if (!release) throw new Error('mfe-admin has no current release');
  const dir = join(releasesDir('admin'), release, 'assets');
  return readdirSync(dir)
    .filter((file) => /^(quill|browser-image-compression|image-compression)/i.test(file) && file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dir, file))).length }));
}

function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

async function load(url, title, seconds = duration) {
  const autocannon = requireFromTests('autocannon');
  const result = await autocannon({ url, connections, duration: seconds, headers: { accept: 'text/html,application/json' } });
  return {
    title,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => (n === null ? 'n/a' : `${Math.round(n)} ms`);

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  step('Installing dependencies');
  await install();
  await ensureSystemPackages();
  await build();
  const platform = await startTestPlatform({ sampleBlog: true });
  try {
    const coldPages = ['/', categoryPage, '/blog', postPage];
    const loadsByPage = [];
    for (const path of coldPages) {
      step(`Cold load of ${path} (${runs} runs, fresh profile each, cache disabled)`);
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await coldLoad(`${platform.baseUrl}${path}`));
      loadsByPage.push({ path, loads });
    }

    const lighthouse = await lighthouseRows(platform);

    step(`Load: ${connections} connections, ${duration} s per route`);
    // A short first round so the worker is compiled and D1 is open before anything is measured.
    await load(`${platform.baseUrl}/`, 'warm-up', 2);
    // One request fills the edge cache for this listing; every measured request is then a cache hit.
    const jobsUrl = `${platform.baseUrl}/api/jobs?category=graphic-design&page=1`;
    const warm = await fetch(jobsUrl);
    if (!warm.ok) throw new Error(`${jobsUrl} answered ${warm.status}: ${await warm.text()}`);
    step('CPU time of building a 50,000-URL sitemap (sitemapDocuments)');
    const sitemapCpu = await sitemapCpuMs(50_000);
    const rows = [
      await load(`${platform.baseUrl}/api/health`, 'GET /api/health'),
      await load(`${platform.baseUrl}/sitemap.xml`, 'GET /sitemap.xml (built on the request)'),
      await load(jobsUrl, 'GET /api/jobs?category=graphic-design (cached)'),
      await load(`${platform.baseUrl}/`, 'GET / (page HTML)'),
      await load(`${platform.baseUrl}${categoryPage}`, `GET ${categoryPage} (page HTML)`),
    ];

    console.log(`\nCold loads (median of ${runs} for timings; bytes are compressed bodies of the first run)`);
    const firsts = loadsByPage.map(({ loads }) => loads[0]);
    const column = (valueOf) => firsts.map(valueOf);
    console.log(
      table([
        ['Metric', ...loadsByPage.map(({ path }) => path)],
        ['JavaScript transferred', ...column((l) => kb(l.bytes.Script))],
        ['CSS transferred', ...column((l) => kb(l.bytes.Stylesheet))],
        ['HTML transferred', ...column((l) => kb(l.bytes.Document))],
        ['Other transferred', ...column((l) => kb(l.bytes.other))],
        ['Requests', ...column((l) => l.requests)],
        ['First contentful paint', ...loadsByPage.map(({ loads }) => ms(median(loads.map((l) => l.fcp))))],
        ['Largest contentful paint', ...loadsByPage.map(({ loads }) => ms(median(loads.map((l) => l.lcp))))],
      ]),
    );
    const chunks = editorChunks();
    const requested = loadsByPage.flatMap(({ path, loads }) =>
      loads.flatMap((l) => l.urls).filter((url) => chunks.some((c) => url.endsWith(`/${c.file}`))).map((url) => `${path}: ${url}`),
    );
    console.log('\nBlog editor chunks (mfe-admin, loaded only by the post editor)');
    console.log(table([['Chunk', 'gzip'], ...chunks.map((c) => [c.file, kb(c.gzip)])]));
    console.log(`Requested by the public pages above: ${requested.length ? requested.join(', ') : 'none'}`);
    if (chunks.length < 2) console.log('(expected a Quill chunk and an image-compressor chunk; found fewer)');
    console.log(`\nLighthouse (mobile preset, simulated throttling; the run with the median performance score of ${runs})`);
    console.log(table([['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], ...lighthouse]));
    console.log(`\nThroughput (autocannon, ${connections} connections, ${duration} s each, same server)`);
    console.log(
      table([
        ['Route', 'Req/s', 'p99', 'Requests', 'Errors'],
        ...rows.map((r) => [r.title, r.rps.toFixed(0), `${r.p99} ms`, r.total, r.errors]),
      ]),
    );
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
