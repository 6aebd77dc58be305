/**
 * Lighthouse itself (npm `lighthouse`, its default mobile preset with simulated throttling, as PageSpeed Insights
 * runs it) on Debian's Chromium. Emulating the same network over the DevTools protocol does not give Lighthouse's
 * figures: its simulation also counts every high-priority request started before the first paint and the main
 * thread's work at 4x, so pages are judged by Lighthouse alone.
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

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Chromium with a debugging port for Lighthouse to drive: one per bench, each run in a fresh tab and storage. */
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
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
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
    error: lhr.runtimeError?.code ?? null,
  };
}

/** The run Lighthouse's own guidance reports: the one with the median performance score. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Runs Lighthouse `runs` times on each url of `pages` (`[{ label, url }]`) in one Chromium; answers, per page, the
 * median run's figures.
 */
export async function lighthousePages(pages, runs, onPage = () => {}) {
  const entry = pathToFileURL(join(root, 'tests', 'node_modules', 'lighthouse', 'core', 'index.js'));
  const { default: lighthouse } = await import(entry.href);
  const chromium = await startChromium();
  try {
    const rows = [];
    for (const { label, url } of pages) {
      onPage(label);
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        results.push(figuresOf(result.lhr));
      }
      rows.push({ label, ...medianRun(results) });
    }
    return rows;
  } finally {
    await chromium.stop();
  }
}
