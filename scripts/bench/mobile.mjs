/**
 * Page loads under the conditions Lighthouse's mobile preset simulates (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, 4x CPU slowdown, a 412 x 823 phone screen), applied through the DevTools protocol; and beside each
 * page its physical limit: a static copy of the same page (its rendered DOM without scripts, with its CSS) served by
 * the same server.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const network = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const phone = { width: 412, height: 823 };
/** Static copies live beside the built site, so the platform serves them as plain files. */
export const staticDir = '__static';

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

/** One throttled cold load in a fresh context: bytes by type, FCP, LCP and CLS. */
export async function mobileLoad(browser, url) {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const types = new Map();
    const bytes = { Script: 0, Stylesheet: 0 };
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      if (type in bytes) bytes[type] += event.encodedDataLength;
    });
    await page.addInitScript(observeVitals);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1000);
    return { ...(await page.evaluate(() => window.benchVitals)), js: bytes.Script, css: bytes.Stylesheet };
  } finally {
    await context.close();
  }
}

/**
 * Saves the page as the visitor finally sees it, without any script, as `dist/__static/{name}.htm` (not .html, which the asset server would redirect to an extensionless page path), and answers
 * its path on the server.
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
