/**
 * A remote that is down costs only its own part: the page still arrives inside the layout with the Retry message (a
 * link to the same address, which asks the edge again), and the rest of the site works. "Down" is a platform of this
 * file's own started without the jobs and blog workers. A remote whose files cannot be fetched costs only its islands:
 * the page arrives whole from the edge and their links and forms work as plain HTML (docs/pages.md#islands); that is
 * the browser's network refusing them on the shared platform.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../scripts/lib/test-platform.mjs';
import { useBlogOfNinePosts } from './support/blog';
import { waitForHydration } from './support/islands';
import { hydrated, pageErrors, useBrowser } from './support/platform';

const browser = useBrowser();
const failureText = 'This part of the site could not be loaded.';

/** The failure shows inside the layout: header and footer stay, and a Retry link to the page's own address. */
async function expectFailureInLayout(page: Page, path: string) {
  const retry = page.getByRole('link', { name: 'Retry' });
  await retry.waitFor();
  expect(await retry.getAttribute('href')).toBe(path);
  await page.getByRole('banner').waitFor();
  await page.getByRole('contentinfo').waitFor();
  expect(await page.getByText(failureText).count()).toBe(1);
}

describe('a remote worker that is down', () => {
  let own: TestPlatform;

  beforeAll(async () => {
    own = await startTestPlatform({ remotes: ['admin'] });
  }, 120_000);

  afterAll(async () => {
    await own?.stop();
  });

  it.each([
    ['/', 'jobs'],
    ['/remote-graphic-design-jobs', 'jobs'],
    ['/post-job', 'jobs'],
    ['/blog', 'blog'],
  ])('%s arrives inside the layout with the %s Retry message, status 503, and Retry loads the address again', async (path, name) => {
    const res = await fetch(`${own.baseUrl}${path}`);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain(`data-remote-failed="${name}"`);
    expect(html).toContain(failureText);
    expect(html).toContain('<header class="shell-header">');
    expect(html).toContain('<footer class="shell-footer">');

    const page = await browser.newPage();
    await page.goto(`${own.baseUrl}${path}`);
    await expectFailureInLayout(page, path);
    // Retry asks the edge for the same address again: a new document, still the failure while the remote is down.
    const again = page.waitForResponse((res) => res.request().resourceType() === 'document');
    await page.getByRole('link', { name: 'Retry' }).click();
    expect((await again).status()).toBe(503);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expectFailureInLayout(page, path);
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps the rest of the site working: the shell’s pages and mfe-admin', async () => {
    const page = await browser.newPage();
    await page.goto(`${own.baseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: 'About Remote Design Jobs' }).waitFor();
    await page.goto(`${own.baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect((await fetch(`${own.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe('a remote whose files cannot be fetched', () => {
  // Load More Posts, the blog's island, is on /blog while a second page follows.
  useBlogOfNinePosts('Unreachable');

  it('serves its page whole, follows its island’s link as plain HTML, and hydrates the island once the network is back', async () => {
    const page = await browser.newPage({
      prepare: (context) => context.route('**/mfe/blog/**', (route) => route.abort()),
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto('/blog');
    await hydrated(page);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(6);

    // The click wakes the island, whose code cannot come: the click goes ahead as the link it is.
    await page.getByRole('link', { name: 'Load More Posts' }).click();
    await page.waitForURL('**/blog?page=2');
    await page.waitForLoadState('load');
    expect(await cards.count()).toBeGreaterThan(6);
    expect(consoleErrors.some((text) => text.includes('blog:load-more'))).toBe(true);
    expect(pageErrors(page)).toEqual([]);

    await page.context().unroute('**/mfe/blog/**');
    await page.goto('/blog');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Load More Posts' }).focus();
    await waitForHydration(page, 'blog:load-more');
    await page.getByRole('link', { name: 'Load More Posts' }).click();
    await page.waitForURL('**/blog?page=2');
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
