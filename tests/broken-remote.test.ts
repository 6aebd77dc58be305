/**
 * A remote that is down costs only its own part: the page still arrives inside the layout with the Retry message,
 * and the rest of the site works. "Down" is a platform of this file's own started without the jobs and blog
 * workers; files that cannot be fetched are the browser's network refusing them on the shared platform.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../scripts/lib/test-platform.mjs';
import { pageErrors, useBrowser } from './support/platform';

const browser = useBrowser();
const failureText = 'This part of the site could not be loaded.';

const blogHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /blog/i });

/** The failure shows inside the layout: header and footer stay, a Retry button replaces the remote. */
async function expectFailureInLayout(page: Page) {
  await page.getByRole('button', { name: 'Retry' }).waitFor();
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
  ])('%s arrives inside the layout with the %s Retry message, status 503', async (path, name) => {
    const res = await fetch(`${own.baseUrl}${path}`);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain(`data-remote-failed="${name}"`);
    expect(html).toContain(failureText);
    expect(html).toContain('<header class="shell-header">');
    expect(html).toContain('<footer class="shell-footer">');

    const page = await browser.newPage();
    await page.goto(`${own.baseUrl}${path}`);
    await expectFailureInLayout(page);
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
  it('shows a failure with Retry inside the layout, and recovers when the network is back', async () => {
    const page = await browser.newPage({
      prepare: (context) => context.route('**/mfe/blog/**', (route) => route.abort()),
    });
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expectFailureInLayout(page);

    await page.context().unroute('**/mfe/blog/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await blogHeading(page).waitFor();
  });
});
