import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/platform';

const browser = useBrowser();

async function subscribe(page: Page, email: string) {
  await page.goto('/');
  // Before hydration the button posts the form without JavaScript (to /subscribe, tests/html-first.test.ts); this test
  // is about the script's request.
  await hydrated(page);
  await page.locator('input[type="email"]').first().fill(email);
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  return answered;
}

/*
 * That the address is stored once is not observable through the product (no API reads subscribers, and the answer is
 * the same for a new address, a repeated one and a bot): workers/src/newsletter/index.test.ts checks it on the table.
 */
describe('newsletter', () => {
  it('thanks a reader who subscribes the same address twice, both times', async () => {
    const email = `news-${Date.now()}@example.com`;
    const page = await browser.newPage();
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(page, email);
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' }).count()).toBe(1);
      expect(await page.locator('input[type="email"]').first().inputValue()).toBe('');
    }
  });
});
