/**
 * Lighthouse itself (npm `lighthouse`, its default mobile preset with simulated throttling, as PageSpeed Insights
 * runs it) on Debian's Chromium, with its CPU slowdown calibrated to this host. Lighthouse slows the host's own CPU
 * by a fixed factor (4x), so a fast host stands for a fast phone: the factor here is the host's benchmarkIndex ÷ 390,
 * which makes the simulated phone the one Lighthouse's 4x stands for on a typical host (docs/pages.md#speed).
 * Emulating the network over the DevTools protocol does not give Lighthouse's figures, so pages are judged by
 * Lighthouse alone.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/proc.mjs';
import { freePort, host } from '../lib/server.mjs';
import { chromiumPath } from '../lib/system.mjs';
import { median } from './format.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The benchmarkIndex of the host Lighthouse's default 4x slowdown was set for: the target phone's speed × 4. */
const referenceBenchmarkIndex = 390;
/** A run that has not finished in this time is given up, and tried once more in a fresh browser. */
const runTimeoutMs = 120_000;

/** Chromium with a debugging port for Lighthouse to drive; each run opens a fresh tab and storage in it. */
async function startChromium() {
  const port = await freePort(9400);
  const profile = mkdtempSync(join(tmpdir(), 'rdj-lighthouse-'));
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
  args.push('--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`);
  const child = spawn(chromiumPath, [...args, 'about:blank'], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://${host}:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    /** Chromium writes its profile until it has exited: the folder goes only after that. */
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      // Chromium's helper processes may still be writing the profile: a folder left in the temp directory is
      // harmless, and no figure is lost for it.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.warn(`  could not remove ${profile}: ${error.message}`);
      }
    },
  };
}

/** The figures of one Lighthouse report, scores out of 100. */
function figuresOf(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    /** False for a page that asks not to be indexed (noindex): its SEO score is not held to 100. */
    indexable: lhr.audits['is-crawlable']?.score !== 0,
    error: lhr.runtimeError?.code ?? null,
  };
}

/** The run Lighthouse's own guidance reports: the one with the median performance score, of those that finished. */
function medianRun(runs) {
  const finished = runs.filter((run) => run.performance !== null);
  if (finished.length === 0) return runs.at(-1);
  const sorted = [...finished].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Lighthouse's module, from the tests package that installs it. */
async function lighthouseModule() {
  const entry = pathToFileURL(join(root, 'tests', 'node_modules', 'lighthouse', 'core', 'index.js'));
  return (await import(entry.href)).default;
}

/** The CPU slowdown that makes this host the phone Lighthouse's 4x stands for, from its `benchmarkIndex`. */
const multiplierOf = (benchmarkIndex) => Number((benchmarkIndex / referenceBenchmarkIndex).toFixed(2));

/**
 * Lighthouse `runs` times on each url of `groups` (`[[{ label, url }, …], …]`: a page and its static copy); answers,
 * per page, the median run's figures, with how many runs failed, each turn's TBT and each run's CPU slowdown. The
 * pages of a group take turns, run by run, so a page and its copy meet the same host. The host's speed drifts over a
 * bench (its benchmarkIndex has moved from 2,800 to 1,700 within one), so each turn's slowdown is recalibrated from
 * the benchmarkIndex of the run before it, starting at `cpuSlowdownMultiplier`; a page and its copy share their
 * turn's, so a row compares the same phone (per run, a page once ran at 6.41x and its copy at 4.59x). A run that
 * fails or passes its time limit is tried once more in a fresh Chromium, and one that fails again is reported in its
 * row: the others go on.
 */
export async function lighthousePages(groups, { runs, cpuSlowdownMultiplier }, onGroup = () => {}) {
  const lighthouse = await lighthouseModule();
  const flags = { output: 'json', logLevel: 'error', onlyCategories: categories };
  // A run given up at its time limit goes on inside Lighthouse until its Chromium is stopped, and then fails where
  // nothing awaits it ("Target closed"): that failure is the abandoned run's, so it ends nothing else.
  const abandoned = (error) => {
    if (!/Target closed|Session closed|WebSocket is not open/.test(String(error?.message ?? error))) throw error;
  };
  process.on('unhandledRejection', abandoned);
  let chromium = await startChromium();
  let multiplier = cpuSlowdownMultiplier;
  /** The benchmarkIndex of the last run that reported one: the next turn's slowdown. */
  let lastIndex = null;
  const runOnce = async (url, turn) => {
    let timer;
    const limit = new Promise((resolve) => (timer = setTimeout(() => resolve({ failed: `no result in ${runTimeoutMs / 1000} s` }), runTimeoutMs)));
    const asked = { ...flags, port: chromium.port, throttling: { cpuSlowdownMultiplier: multiplier } };
    const run = lighthouse(url, asked).then(
      (result) => (result?.lhr ? { ...figuresOf(result.lhr), multiplier, turn } : { failed: 'no report' }),
      (error) => ({ failed: String(error?.message ?? error).split('\n')[0] }),
    );
    const outcome = await Promise.race([run, limit]);
    clearTimeout(timer);
    if (outcome.benchmarkIndex) lastIndex = outcome.benchmarkIndex;
    return outcome;
  };
  const fresh = async () => {
    await chromium.stop();
    chromium = await startChromium();
  };
  try {
    const rows = [];
    for (const group of groups) {
      onGroup(group.map((page) => page.label).join(' and '));
      const results = group.map(() => []);
      const failures = group.map(() => []);
      for (let i = 0; i < runs; i++) {
        if (lastIndex) multiplier = multiplierOf(lastIndex);
        for (const [at, { url }] of group.entries()) {
          let outcome = await runOnce(url, i);
          if (outcome.failed) {
            await fresh();
            outcome = await runOnce(url, i);
          }
          if (outcome.failed) {
            failures[at].push(outcome.failed);
            await fresh();
          } else results[at].push(outcome);
        }
      }
      const empty = { performance: null, accessibility: null, bestPractices: null, seo: null, fcp: null, lcp: null, tbt: null, cls: null };
      for (const [at, { label }] of group.entries()) {
        const row = results[at].length ? medianRun(results[at]) : { ...empty, benchmarkIndex: null, error: failures[at][0] ?? 'no run' };
        const used = results[at];
        // Each turn's TBT at its turn's index (null for a turn that failed), so a page's and its copy's pair up.
        const tbts = Array.from({ length: runs }, (_, turn) => used.find((r) => r.turn === turn)?.tbt ?? null);
        rows.push({ label, ...row, failedRuns: failures[at].length, tbts, benchmarkIndexes: used.map((r) => r.benchmarkIndex), multipliers: used.map((r) => r.multiplier) });
      }
    }
    return rows;
  } finally {
    await chromium.stop();
    process.off('unhandledRejection', abandoned);
  }
}

/**
 * The host's benchmarkIndex as Lighthouse measures it (the median of `samples` runs on `url`), and the CPU slowdown
 * that calibrates Lighthouse to it.
 */
export async function hostCalibration(url, samples = 3) {
  const [row] = await lighthousePages([[{ label: 'calibration', url }]], { runs: samples, cpuSlowdownMultiplier: 4 });
  const benchmarkIndex = median(row.benchmarkIndexes);
  if (!benchmarkIndex) throw new Error(`Lighthouse reported no benchmarkIndex: ${row.error}`);
  return { benchmarkIndex, cpuSlowdownMultiplier: multiplierOf(benchmarkIndex) };
}
