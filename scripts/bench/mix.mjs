/**
 * The mix bench (`npm run bench -- --only mix`, docs/caching.md#what-a-page-view-costs): a platform of its own whose
 * job index holds `jobs` jobs (mix-seed.mjs, plus the sandbox provider's first run), with the page cache purged
 * through the zone as in production (the Cloudflare API stand-in) and every request's usage logged (USAGE_LOG,
 * workers/src/lib/usage.ts). `warm` views fill the cache, then `measured` views are replayed by `clients` at once
 * (mix-views.mjs), each as a browser makes it: the page, then its view count (POST /api/page-views) unless the
 * page's answer says the gateway counted it. Answers each
 * view's time and cache answer, the usage lines of the measured views, and the CPU time the platform's workerd
 * processes spent on them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, step } from '../lib/proc.mjs';
import { samplePosts } from '../seed/sample-posts.mjs';
import { approvePostings } from './alerts-jobs.mjs';
import { writeJobSeed } from './mix-seed.mjs';
import { mixViews } from './mix-views.mjs';
import { showLogTail, withSeedDir } from './seed-dir.mjs';

/**
 * CPU seconds (user and system) of the workerd processes below `pid` (wrangler dev, which runs the workers in
 * workerd and proxies to them from Node: only workerd's time is the workers'), from /proc (Linux).
 */
function workerdCpuSeconds(pid) {
  const tick = 100;
  const processes = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { name, parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      // A process that ended meanwhile.
    }
  }
  const below = (p) => [p, ...[...processes].filter(([, c]) => c.parent === p).flatMap(([child]) => below(child))];
  return below(pid).reduce((sum, p) => sum + (processes.get(p)?.name === 'workerd' ? processes.get(p).cpu : 0), 0);
}

/** Resolves once `file` has not grown for `quietMs`: the lines of work already done are all written. */
async function settledLog(file, quietMs = 1_500) {
  let size = statSync(file).size;
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = statSync(file).size;
    if (now !== size) [size, since] = [now, Date.now()];
  }
  return size;
}

/** The `{"usage":…}` lines of `file` past byte `from`. */
function usageLines(file, from) {
  const text = readFileSync(file).subarray(from).toString('utf8');
  return text.split('\n').flatMap((line) => {
    const at = line.indexOf('{"usage":');
    return at === -1 ? [] : [JSON.parse(line.slice(at)).usage];
  });
}

const agent = new Agent({ keepAlive: true });

/**
 * A browser's navigation to `url`, read to its end: through node:http, as fetch sends `Sec-Fetch-Mode: cors` whatever
 * it is given.
 */
function navigate(url, headers) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { ...headers, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }, agent }, (res) => {
      res.on('error', reject).on('end', () => resolve(res)).resume();
    });
    asked.on('error', reject).end();
  });
}

/**
 * Replays `views` with `clients` at once, each as a browser's navigation; answers each view's
 * `{ kind, ms, status, cache, requests }`: the page, and its view count unless the page's answer counted it.
 */
async function replay(baseUrl, views, clients, viewCountedTiming) {
  const done = [];
  let next = 0;
  const client = async () => {
    while (next < views.length) {
      const view = views[next++];
      const headers = { 'CF-Connecting-IP': view.visitor, Accept: 'text/html' };
      const t = performance.now();
      const res = await navigate(`${baseUrl}${view.path}`, headers);
      const ms = performance.now() - t;
      // The page reports its view itself unless its answer says the gateway counted it (docs/data.md#page-views).
      const counted = (res.headers['server-timing'] ?? '').split(',').some((entry) => entry.split(';')[0].trim() === viewCountedTiming);
      if (!counted) {
        const json = { ...headers, 'Content-Type': 'application/json', Origin: baseUrl };
        const reported = await fetch(`${baseUrl}/api/page-views`, { method: 'POST', headers: json, body: JSON.stringify({ path: view.path.split('?')[0] }) });
        await reported.arrayBuffer();
      }
      done.push({ kind: view.kind, ms, status: res.statusCode, cache: res.headers['x-page-cache'] ?? null, requests: counted ? 1 : 2 });
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return done;
}

/**
 * The floor under the mix's times: `count` navigations to `path` by `clients` at once, each asking again without
 * pause as the mix's clients do; answers their times, sorted. With nothing else asked, this is what the host itself
 * adds at that load (docs/caching.md#what-a-page-view-costs).
 */
async function floorOf(baseUrl, path, count, clients) {
  const times = [];
  const client = async () => {
    while (times.length + clients <= count) {
      const t = performance.now();
      const res = await navigate(`${baseUrl}${path}`, { 'CF-Connecting-IP': '198.18.9.9', Accept: 'text/html' });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return times.sort((a, b) => a - b);
}

/** Runs the mix on the board in `tree` (this one unless another design's, mix-before.mjs); answers its figures. */
export function mixBench(options = {}) {
  return withSeedDir('rdj-mix-seed-', (dir) => mixIn(dir, options));
}

/** `mixBench`, its seed files in `dir`. */
async function mixIn(dir, { jobs = 100_000, warm = 2_000, measured = 10_000, clients = 10, tree = root }) {
  const { tsImport } = await import('tsx/esm/api');
  const { startCloudflareApi } = await tsImport('../../sandbox/cloudflare-api/server.ts', import.meta.url);
  const shared = await tsImport('../../shared/src/index.ts', import.meta.url);
  const { benchWords } = await tsImport('../../workers/test/bench/bench-jobs.ts', import.meta.url);
  const api = await startCloudflareApi();
  let platform = null;
  try {
    step(`Writing ${jobs.toLocaleString('en-US')} jobs as a staged provider run and its apply (${dir})`);
    const seed = await writeJobSeed(dir, jobs, tree);
    const { startTestPlatform } = await import(pathToFileURL(join(tree, 'scripts/lib/test-platform.mjs')).href);
    const vars = { USAGE_LOG: 'on', CACHE_PURGE_ZONE_ID: 'mix-bench-zone', CACHE_PURGE_TOKEN: 'mix-bench-token', CLOUDFLARE_API_BASE_URL: `${api.url}/client/v4` };
    platform = await startTestPlatform({ seed, sampleBlog: true, logLevel: 'log', vars });
    step('Approving 10 postings: the job and company pages of the mix');
    const approved = await approvePostings(platform, 10);
    const jobPages = approved.keys.map((key) => `/jobs/${key.slice('posting:posting-'.length)}`);
    const blog = ['/blog', ...samplePosts.map((post) => `/blog/${post.slug}`)];
    const views = mixViews(warm + measured, {
      categories: shared.categories, jobs: jobPages, companies: ['/companies/bench-studio'], blog, benchWords,
      employmentTypes: [...shared.employmentTypes], experienceLevels: shared.experienceLevels,
    });
    step(`Warming the cache: ${warm.toLocaleString('en-US')} views, ${clients} clients`);
    const warmed = await replay(platform.baseUrl, views.slice(0, warm), clients, shared.viewCountedTiming);
    const failed = warmed.filter((view) => view.status >= 500 || view.status === 429);
    if (failed.length) throw new Error(`${failed.length} warm-up views failed, first ${JSON.stringify(failed[0])}`);
    const from = await settledLog(platform.logFile);
    const cpuBefore = workerdCpuSeconds(platform.pid);
    step(`Measuring: ${measured.toLocaleString('en-US')} views, ${clients} clients`);
    const started = performance.now();
    const done = await replay(platform.baseUrl, views.slice(warm), clients, shared.viewCountedTiming);
    const seconds = (performance.now() - started) / 1000;
    await settledLog(platform.logFile);
    const cpu = workerdCpuSeconds(platform.pid) - cpuBefore;
    const usage = usageLines(platform.logFile, from);
    step(`The floor: a trivial route and a cached page alone, ${clients} clients`);
    const floors = [];
    for (const path of ['/api/health', '/about']) {
      await floorOf(platform.baseUrl, path, 200, clients);
      floors.push({ path, times: await floorOf(platform.baseUrl, path, 2_000, clients) });
    }
    return { jobs, warm, measured, clients, seconds, cpuSeconds: cpu, views: done, usage, floors };
  } catch (error) {
    showLogTail(platform);
    throw error;
  } finally {
    await platform?.stop();
    await api.close();
  }
}
