/**
 * What JavaScript a page costs a visitor on a phone: the bytes transferred (compressed, from CDP
 * Network.loadingFinished) once the page has loaded and gone quiet, and again after one click on its main control
 * (docs/pages.md#speed: a page runs only the code of what the visitor touches).
 */
import { step } from '../lib/proc.mjs';
import { kb } from './format.mjs';
import { launchChromium } from './tests-package.mjs';

const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Waits until the page has made no request for `quietMs`, or `maxMs` has passed. */
async function quiet(page, pending, quietMs = 1000, maxMs = 10_000) {
  const until = Date.now() + maxMs;
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  page.on('requestfinished', seen);
  while (Date.now() < until && (pending.size > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100);
  page.off('request', seen);
  page.off('requestfinished', seen);
}

/** One page in a fresh context: JavaScript bytes before any interaction, and in all after one click on `control`. */
async function jsBytes(browser, url, control) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Set();
    const pending = new Set();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId));
    cdp.on('Network.responseReceived', (event) => event.type === 'Script' && scripts.add(event.requestId));
    const done = (event) => {
      pending.delete(event.requestId);
      if (scripts.has(event.requestId)) bytes += event.encodedDataLength ?? 0;
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
    await page.goto(url, { waitUntil: 'load' });
    await quiet(page, pending);
    const before = bytes;
    let clicked = true;
    try {
      await page.getByRole(control.role, { name: control.name }).first().click({ timeout: 5000 });
      await quiet(page, pending);
    } catch {
      clicked = false;
    }
    return { before, after: bytes, clicked };
  } finally {
    await context.close();
  }
}

/** The rows of the JavaScript table for `pages` (`[{ path, control }]`) on `baseUrl`. */
export async function jsBytesRows(baseUrl, pages) {
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const { path, control } of pages) {
      step(`JavaScript of ${path}, before any interaction and after one click`);
      const { before, after, clicked } = await jsBytes(browser, `${baseUrl}${path}`, control);
      rows.push([path.length > 48 ? `${path.slice(0, 45)}...` : path, kb(before), clicked ? kb(after) : 'no control found', String(control.name)]);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
