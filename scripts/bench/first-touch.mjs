/**
 * Click-to-change for each island's first touch (docs/pages.md#islands): from the pointer going down to the first
 * change on screen, measured as the browser tests measure it (tests/support/first-change.mjs), on fresh pages, at 4x
 * CPU and at the host-calibrated slowdown Lighthouse uses, the median of `runs` each.
 */
import { step } from '../lib/proc.mjs';
import { median, ms } from './format.mjs';
import { launchChromium } from './tests-package.mjs';
import { firstTouches, measureFirstTouch, recordFirstChanges, slowPhoneCpu } from '../../tests/support/first-change.mjs';

/** `runs` first touches of `touch` at `rate`, each in a fresh context (no cookie from the try before). */
async function timesOf(browser, baseUrl, touch, rate, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    try {
      await recordFirstChanges(context);
      times.push(await measureFirstTouch(context, touch, rate));
    } catch (error) {
      console.log(`  ${touch.name} at ${rate}x: ${error.message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  return times;
}

/** The rows of the click-to-change table: each control, its median at 4x and at `calibrated`, and its page. */
export async function firstTouchRows(baseUrl, { calibrated, runs }) {
  step(`Click-to-change of each island's first touch (median of ${runs}, at ${slowPhoneCpu}x and ${calibrated}x CPU)`);
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const touch of firstTouches) {
      const slow = await timesOf(browser, baseUrl, touch, slowPhoneCpu, runs);
      const host = await timesOf(browser, baseUrl, touch, calibrated, runs);
      rows.push([touch.name, ms(median(slow)), ms(median(host)), ms(slow.length ? Math.max(...slow) : null), touch.path]);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
