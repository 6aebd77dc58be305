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

export const lighthouseHeader = ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'TBT, all runs', 'TBT over copy, per turn', 'CLS', 'CPU x', 'Bench idx', 'Failed runs', 'Targets'];

/**
 * Every run's total blocking time, as its median and range: the run with the median score is one draw, and a static
 * copy's own TBT has spread from 12 to 234 ms within one bench, more than the 50 ms a page is held to.
 */
function tbtSpread(tbts, write = ms) {
  const known = tbts.filter((tbt) => tbt !== null);
  if (known.length === 0) return 'n/a';
  return `${write(median(known))} (${write(Math.min(...known))} to ${write(Math.max(...known))})`;
}

/** A difference in ms with its sign, `+12 ms` or `-30 ms`. */
const signedMs = (n) => `${n >= 0 ? '+' : ''}${ms(n)}`;

/**
 * What a page costs over its static copy in blocking time (its scripts, and its HTML as served rather than as a
 * file): turn by turn, the page's TBT less its copy's in the same turn (the same host moment and slowdown), rather
 * than one median less the other. A copy's own TBT has spread from 4 to 391 ms within a bench, mostly in tasks no
 * script runs in (docs/pages.md#speed).
 */
function tbtGaps(page, copy) {
  return page.tbts.flatMap((tbt, turn) => (tbt === null || copy.tbts[turn] === null ? [] : [tbt - copy.tbts[turn]]));
}

/** Where `page` misses the targets of docs/pages.md#speed, given its TBT `gap` over its copy; empty when it meets them all. */
function misses(page, gap) {
  const found = [];
  if (page.performance === null) return ['no run'];
  if (page.performance < 98) found.push(`perf ${page.performance}`);
  if (gap === null || gap > 50) found.push(`TBT +${gap === null ? '?' : Math.round(gap)}`);
  if (page.cls === null || page.cls >= 0.0005) found.push('CLS');
  if (page.accessibility < 100) found.push('a11y');
  if (page.bestPractices < 100) found.push('best pr.');
  if (page.indexable && page.seo < 100) found.push('SEO');
  return found;
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
    return rows.map((r, at) => {
      const isPage = at % 2 === 0;
      const gaps = isPage ? tbtGaps(r, rows[at + 1]) : [];
      const missed = isPage ? misses(r, median(gaps)) : [];
      return [
        r.label.length > 48 ? `${r.label.slice(0, 45)}...` : r.label,
        r.error ?? r.performance, r.accessibility, r.bestPractices, r.seo,
        ms(r.fcp), ms(r.lcp), ms(r.tbt), tbtSpread(r.tbts), isPage ? tbtSpread(gaps, signedMs) : '',
        r.cls === null ? 'n/a' : r.cls.toFixed(3),
        median(r.multipliers) ?? 'n/a', Math.round(median(r.benchmarkIndexes) ?? 0) || 'n/a', `${r.failedRuns}/${runs}`,
        isPage ? (missed.length ? `missed: ${missed.join(', ')}` : 'met') : '',
      ];
    });
  } finally {
    await browser.close();
    removeStaticCopies(distDir);
  }
}
