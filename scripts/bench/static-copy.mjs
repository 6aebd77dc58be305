/**
 * Beside each page its physical limit: a static copy of the same page (its rendered DOM without scripts, with its
 * CSS) served by the same server; and the paint timings a page reports about itself.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const phone = { width: 412, height: 823 };
/** Static copies live beside the built site, so the platform serves them as plain files. */
const staticDir = '__static';

/** Paint timings and layout shifts as the page reports them about itself (run in the page before its scripts). */
export function observeVitals() {
  const vitals = { fcp: null, lcp: null, cls: 0 };
  Object.assign(window, { benchVitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    vitals.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Saves the page as the visitor finally sees it, without any script, as `dist/__static/{name}.htm` (not .html,
 * which the asset server would redirect to an extensionless page path), and answers its path on the server.
 */
export async function saveStaticCopy(browser, url, distDir, name) {
  const context = await browser.newContext({ viewport: phone, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const html = await page.evaluate(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    mkdirSync(join(distDir, staticDir), { recursive: true });
    writeFileSync(join(distDir, staticDir, `${name}.htm`), html);
    return `/${staticDir}/${name}.htm`;
  } finally {
    await context.close();
  }
}

export function removeStaticCopies(distDir) {
  rmSync(join(distDir, staticDir), { recursive: true, force: true });
}
