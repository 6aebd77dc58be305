import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, pageErrors, useBrowser } from './support/platform';

const browser = useBrowser();

/** Paths of every file the page fetched from the remotes' release folders. */
function remoteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mfe/')) paths.push(path);
  });
  return paths;
}

/** A React (or react-dom / router) chunk served by a remote means the page holds a second copy. */
const reactChunk = /\/mfe\/.*react[^/]*\.js$/i;

const routes = [
  { remote: 'jobs', path: '/', show: (page: Page) => page.getByRole('heading', { name: 'Find Your Next Remote Design Job' }) },
  { remote: 'blog', path: '/blog', show: (page: Page) => page.getByRole('heading', { level: 1, name: /blog/i }) },
  { remote: 'admin', path: '/admin/login', show: (page: Page) => page.getByRole('button', { name: 'Login' }) },
];

describe('remotes inside the shell', () => {
  for (const { remote, path, show } of routes) {
    it(`renders ${path} from the ${remote} remote with the shell's React and router`, async () => {
      const page = await browser.newPage();
      const fetched = remoteRequests(page);
      await page.goto(path);
      // The edge sends the remote's part rendered: it shows before the remote's code is fetched.
      await hydrated(page);
      await show(page).waitFor();
      await page.getByRole('banner').waitFor();
      expect(fetched.some((p) => p.startsWith(`/mfe/${remote}/`))).toBe(true);
      expect(fetched.filter((p) => reactChunk.test(p))).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it('loads each remote entry at its release address, never through the redirect, also on navigation', async () => {
    const page = await browser.newPage();
    const fetched = remoteRequests(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Find Your Next Remote Design Job' }).waitFor();
    await page.getByRole('contentinfo').locator('a[href="/blog"]').first().click();
    await page.getByRole('heading', { level: 1, name: /blog/i }).waitFor();
    expect(fetched.filter((p) => /^\/mfe\/[a-z]+\/remoteEntry\.js$/.test(p))).toEqual([]);
    expect(fetched.some((p) => /^\/mfe\/jobs\/[^/]+\/assets\/remoteEntry\.js$/.test(p))).toBe(true);
    expect(fetched.some((p) => /^\/mfe\/blog\/[^/]+\/assets\/remoteEntry\.js$/.test(p))).toBe(true);
  });

  it('shows the admin login form with email and password', async () => {
    const page = await browser.open('/admin/login');
    const form = page.getByRole('main');
    await form.getByLabel('Email', { exact: true }).waitFor();
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
  });

  it('moves from one remote to another without reloading the page', async () => {
    const page = await browser.open('/');
    await page.getByRole('heading', { name: 'Find Your Next Remote Design Job' }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').locator('a[href="/blog"]').first().click();
    await page.getByRole('heading', { level: 1, name: /blog/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
