import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { d1, sqlText, useBrowser } from './support/platform';

const browser = useBrowser();

async function subscribe(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe' }).waitFor();
  await page.locator('input[type="email"]').first().fill(email);
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  return answered;
}

describe('newsletter', () => {
  it('stores one row when the same address subscribes twice', async () => {
    const email = `news-${Date.now()}@example.com`;
    const page = await browser.newPage();
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(page, email);
      expect(res.status()).toBe(200);
    }
    const rows = await d1<{ n: number }>(`SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ${sqlText(email)}`);
    expect(rows[0]?.n).toBe(1);
  });
});
