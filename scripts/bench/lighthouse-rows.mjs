/**
 * Each measured page and its static copy under calibrated Lighthouse, in one Chromium, taking turns run by run, so a
 * page's two rows compare.
 */
import { join } from 'node:path';
import { root, step } from '../lib/proc.mjs';
import { median, ms } from './format.mjs';
import { lighthousePages } from './lighthouse.mjs';
import { removeStaticCopies, saveStaticCopy } from './static-copy.mjs';
import { launchChromium } from './tests-package.mjs';

export const lighthouseHeader = ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'TBT, all runs', 'CLS', 'CPU x', 'Bench idx', 'Failed runs'];

/**
 * Every run's total blocking time, as its median and range: the run with the median score is one draw, and a static
 * copy's own TBT has spread from 12 to 234 ms within one bench, more than the 50 ms a page is held to.
 */
function tbtSpread(tbts) {
  const known = tbts.filter((tbt) => tbt !== null);
  if (known.length === 0) return 'n/a';
  return `${ms(median(known))} (${ms(Math.min(...known))}-${ms(Math.max(...known))})`;
}

/** The rows of the Lighthouse table for `pages` (`[{ path, name }]`), each beside its static copy. */
export async function lighthouseRows(platform, pages, { runs, cpuSlowdownMultiplier }) {
  const browser = await launchChromium();
  const distDir = join(root, 'dist');
  try {
    const measured = [];
    for (const { path, name } of pages) {
      const copy = await saveStaticCopy(browser, `${platform.baseUrl}${path}`, distDir, name);
      measured.push([{ label: path, url: `${platform.baseUrl}${path}` }, { label: `${path} (static copy)`, url: `${platform.baseUrl}${copy}` }]);
    }
    const rows = await lighthousePages(measured, { runs, cpuSlowdownMultiplier }, (labels) => step(`Lighthouse on ${labels}, in turn (${runs} runs each)`));
    return rows.map((r) => [
      r.label.length > 48 ? `${r.label.slice(0, 45)}...` : r.label,
      r.error ?? r.performance, r.accessibility, r.bestPractices, r.seo,
      ms(r.fcp), ms(r.lcp), ms(r.tbt), tbtSpread(r.tbts), r.cls === null ? 'n/a' : r.cls.toFixed(3),
      median(r.multipliers) ?? 'n/a', Math.round(median(r.benchmarkIndexes) ?? 0) || 'n/a', `${r.failedRuns}/${runs}`,
    ]);
  } finally {
    await browser.close();
    removeStaticCopies(distDir);
  }
}
