import { chromium } from 'playwright-core';
import { startTestPlatform } from '../scripts/lib/test-platform.mjs';
import { chromiumArgs, chromiumPath } from './support/chromium.mjs';
const platform = await startTestPlatform({ fillIndex: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const rate of [1, 4, 8]) for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)}: ${e.sources.map((s) => `${s.node?.className ?? s.node?.nodeName} ${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)} -> ${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`).join('; ')}`); }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${platform.baseUrl}/redirect?url=${encodeURIComponent('javascript:alert(1)')}`, { waitUntil: 'networkidle' });
    const shifts = await page.evaluate(() => window.__shifts);
    const sizes = await page.evaluate(() => [...document.querySelectorAll('header, main, main > *, footer, aside')].map((e) => `${e.localName}.${e.className} ${Math.round(e.getBoundingClientRect().y)}+${Math.round(e.getBoundingClientRect().height)}`));
    console.log(rate, i, JSON.stringify(shifts), i === 0 && rate === 1 ? sizes.join(' | ') : '', page.viewportSize());
    await context.close();
  }
} finally {
  await browser.close();
  await platform.stop();
}
