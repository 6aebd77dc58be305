/** Each measured page and its static copy under Lighthouse, in one Chromium, so the two rows of a page compare. */
import { join } from 'node:path';
import { root, step } from '../lib/proc.mjs';
import { ms } from './format.mjs';
import { lighthousePages } from './lighthouse.mjs';
import { measuredPages } from './pages.mjs';
import { removeStaticCopies, saveStaticCopy } from './static-copy.mjs';
import { launchChromium } from './tests-package.mjs';

/** The rows of the Lighthouse table: Page, Perf, A11y, Best pr., SEO, FCP, LCP, TBT, CLS. */
export async function lighthouseRows(platform, runs) {
  const browser = await launchChromium();
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
