/**
 * Pages loaded cold in headless Chromium (fresh profile, cache disabled): the JavaScript, CSS and HTML bytes
 * transferred (compressed, from CDP Network.loadingFinished), the number of requests, FCP and LCP.
 */
import { step } from '../lib/proc.mjs';
import { kb, median, ms } from './format.mjs';
import { observeVitals } from './static-copy.mjs';
import { launchChromium } from './tests-package.mjs';

/** One cold load of `url` in a new browser: its own fresh profile, HTTP cache disabled. */
async function coldLoad(url) {
  const browser = await launchChromium();
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

/** `runs` cold loads of each of `paths`, one after the other: `[{ path, loads }]`. */
export async function coldLoads(baseUrl, paths, runs) {
  const loadsByPage = [];
  for (const path of paths) {
    step(`Cold load of ${path} (${runs} runs, fresh profile each, cache disabled)`);
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await coldLoad(`${baseUrl}${path}`));
    loadsByPage.push({ path, loads });
  }
  return loadsByPage;
}

/** The table of cold loads, a column per page: bytes and requests of the first run, the median of the timings. */
export function coldLoadRows(loadsByPage) {
  const firsts = loadsByPage.map(({ loads }) => loads[0]);
  const column = (valueOf) => firsts.map(valueOf);
  return [
    ['Metric', ...loadsByPage.map(({ path }) => path)],
    ['JavaScript transferred', ...column((l) => kb(l.bytes.Script))],
    ['CSS transferred', ...column((l) => kb(l.bytes.Stylesheet))],
    ['HTML transferred', ...column((l) => kb(l.bytes.Document))],
    ['Other transferred', ...column((l) => kb(l.bytes.other))],
    ['Requests', ...column((l) => l.requests)],
    ['First contentful paint', ...loadsByPage.map(({ loads }) => ms(median(loads.map((l) => l.fcp))))],
    ['Largest contentful paint', ...loadsByPage.map(({ loads }) => ms(median(loads.map((l) => l.lcp))))],
  ];
}
