/**
 * The remotes inside the shell (docs/pages.md#islands): a public remote's page arrives rendered from the edge, and the
 * browser loads that remote's code (through federation, from the release the page names, with the shell's React) only
 * when one of its islands hydrates. The admin's app is the one the browser renders itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBlogOfNinePosts } from './support/blog';
import { hoverAndFollow, remoteRequests, renderedIslands, waitForHydration, wasSpeculated } from './support/islands';
import { jobCards, mainListing } from './support/jobs';
import { hydrated, pageErrors, useBrowser } from './support/platform';

const browser = useBrowser();
// The blog's island, Load More Posts, is on /blog while a second page follows.
useBlogOfNinePosts('Remotes');

/** A React (or react-dom / router) chunk served by a remote means the page holds a second copy. */
const reactChunk = /\/mfe\/.*react[^/]*\.js$/i;

const releaseEntry = (remote: string) => new RegExp(`^/mfe/${remote}/[^/]+/assets/remoteEntry\\.js$`);

/** Reaches the island's link (focus, its moment), waits for it to hydrate, then clicks it: answered in place. */
async function useIsland(page: Page, name: string, linkName: string): Promise<void> {
  const link = page.getByRole('link', { name: linkName });
  await link.focus();
  await waitForHydration(page, name);
  await link.click();
}

describe('remotes inside the shell', () => {
  it("renders a category page from the jobs remote at the edge, and loads the remote's code only for its island, with the shell's React", async () => {
    const page = await browser.newPage();
    const fetched = remoteRequests(page);
    await page.goto('/remote-graphic-design-jobs');
    await hydrated(page);
    const listing = mainListing(page, 'Graphic Design');
    const shown = await jobCards(listing).count();
    expect(shown).toBeGreaterThan(0);
    // Idle, untouched: the remote's island code may be fetched ahead (docs/pages.md#islands), but nothing rendered.
    expect(fetched.filter((path) => !path.startsWith('/mfe/jobs/'))).toEqual([]);
    expect(await renderedIslands(page)).toEqual([]);

    await useIsland(page, 'jobs:show-more', 'Show More');
    await jobCards(listing).nth(shown).waitFor();
    expect(fetched.some((path) => releaseEntry('jobs').test(path))).toBe(true);
    expect(fetched.filter((path) => !path.startsWith('/mfe/jobs/'))).toEqual([]);
    expect(fetched.filter((path) => reactChunk.test(path))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("renders /blog from the blog remote at the edge, and loads the remote's code only for Load More Posts, with the shell's React", async () => {
    const page = await browser.newPage();
    const fetched = remoteRequests(page);
    await page.goto('/blog');
    await hydrated(page);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(6);
    expect(fetched.filter((path) => !path.startsWith('/mfe/blog/'))).toEqual([]);
    expect(await renderedIslands(page)).toEqual([]);

    await useIsland(page, 'blog:load-more', 'Load More Posts');
    await page.waitForURL('**/blog?page=2');
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    expect(fetched.some((path) => releaseEntry('blog').test(path))).toBe(true);
    expect(fetched.filter((path) => !path.startsWith('/mfe/blog/'))).toEqual([]);
    expect(fetched.filter((path) => reactChunk.test(path))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("renders /admin/login from the admin remote in the browser with the shell's React and router", async () => {
    const page = await browser.newPage();
    const fetched = remoteRequests(page);
    await page.goto('/admin/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('banner').waitFor();
    expect(fetched.some((path) => path.startsWith('/mfe/admin/'))).toBe(true);
    expect(fetched.filter((path) => reactChunk.test(path))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('loads each remote entry at its release address, never through the redirect, on every page whose islands need it', async () => {
    const page = await browser.newPage();
    const fetched = remoteRequests(page);
    await page.goto('/remote-graphic-design-jobs');
    await hydrated(page);
    await page.getByRole('link', { name: 'Show More' }).focus();
    await waitForHydration(page, 'jobs:show-more');
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('link', { name: 'Load More Posts' }).focus();
    await waitForHydration(page, 'blog:load-more');
    expect(fetched.filter((path) => /^\/mfe\/[a-z]+\/remoteEntry\.js$/.test(path))).toEqual([]);
    expect(fetched.some((path) => releaseEntry('jobs').test(path))).toBe(true);
    expect(fetched.some((path) => releaseEntry('blog').test(path))).toBe(true);
  });

  it('shows the admin login form with email and password', async () => {
    const page = await browser.open('/admin/login');
    const form = page.getByRole('main');
    await form.getByLabel('Email', { exact: true }).waitFor();
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
  });

  it("moves from one remote's page to another's as a document load the browser prefetched when the pointer rested on the link", async () => {
    const page = await browser.open('/');
    await page.getByRole('heading', { name: 'Find Your Next Remote Design Job' }).waitFor();
    const arrived = await hoverAndFollow(page, page.getByRole('contentinfo').locator('a[href="/blog"]').first(), '/blog');
    expect(arrived, JSON.stringify(arrived)).toSatisfy(wasSpeculated);
    await page.getByRole('heading', { level: 1, name: /blog/i }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
