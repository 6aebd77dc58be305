import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readHead } from './support/html';
import { baseUrl, useBrowser } from './support/platform';

const browser = useBrowser();

const redirectPath = (url: string) => `/redirect?url=${encodeURIComponent(url)}`;

/** Resolves when the countdown shows `value`. */
function countShows(page: Page, value: string) {
  return page.waitForFunction((v) => document.querySelector('[data-testid="redirect-count"]')?.textContent === v, value);
}

describe('redirect page', () => {
  it('says Redirecting you to the job posting..., counts 3, 2, 1 and then lands on the url', async () => {
    const target = `${baseUrl}/about?from=redirect`;
    const page = await browser.open(redirectPath(target));
    await page.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' }).waitFor();
    expect(await page.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(target);

    await countShows(page, '3');
    const started = Date.now();
    await countShows(page, '2');
    await countShows(page, '1');
    expect(new URL(page.url()).pathname).toBe('/redirect');
    await page.waitForURL(target);
    // Three one-second steps: 3 -> 2, 2 -> 1, 1 -> leave (measured from the first tick we saw).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
  });

  it.each([
    ['a javascript: url', 'javascript:alert(document.domain)'],
    ['a javascript: url in odd case with spaces', '  JavaScript:alert(1)'],
    ['a data: url', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative url', '//evil.example.com/phish'],
  ])('goes home without running anything for %s', async (_name, url) => {
    const dialogs: string[] = [];
    const page = await browser.newPage();
    // A fake clock, so the test can run every timer the page set (a countdown would leave after 3 s) without waiting.
    await page.clock.install();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requestedHosts = new Set<string>();
    page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));

    await page.goto(redirectPath(url));
    await page.waitForURL((current) => current.pathname === '/' && current.search === '');
    await page.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' }).waitFor();
    expect(await page.getByText('Redirecting you to the job posting...').count()).toBe(0);
    await page.clock.runFor(10_000);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(dialogs).toEqual([]);
    expect([...requestedHosts]).toEqual([new URL(baseUrl).host]);
  });

  it('tells crawlers noindex, nofollow in the HTML the edge sends', async () => {
    const res = await fetch(`${baseUrl}${redirectPath('https://jobs.example.com/listing/1')}`);
    expect(res.status).toBe(200);
    expect(readHead(await res.text()).meta.robots).toBe('noindex, nofollow');
  });
});
