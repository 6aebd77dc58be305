import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postsPage, useBlogOfNinePosts } from './support/blog';
import { hydrated, pageErrors, useBrowser } from './support/platform';

/**
 * "Load More Posts" on /blog is a link to `/blog?page=N`, which the edge renders with the pages before it
 * (docs/pages.md): it works before any script runs, and once hydrated the same link appends the next page in place.
 */
const browser = useBrowser();
const withoutScript = { javaScriptEnabled: false };

// The blog this file reads has nine posts, as the sample blog has: two pages, the second of three. Whatever the
// platform holds, it publishes up to nine (deleted after the file), then reads what the API says the pages hold.
useBlogOfNinePosts('Paging');

/** The titles of the first two pages and whether a third follows, as the API answers once the posts are there. */
let firstPage: string[] = [];
let secondPage: string[] = [];
let thirdFollows = false;

beforeAll(async () => {
  const [first, second] = await Promise.all([postsPage(1), postsPage(2)]);
  expect(first.posts).toHaveLength(6);
  expect(first.more).toBe(true);
  firstPage = first.posts.map((post) => post.title);
  secondPage = second.posts.map((post) => post.title);
  thirdFollows = second.more;
});

/** The titles of the cards on the page, in order. */
const titles = (page: Page) => page.locator('main article h2').allTextContents();

describe('the blog list without JavaScript', () => {
  it('shows 6 posts and a Load More Posts link; following it shows the next page too, and going back the first', async () => {
    const page = await browser.open('/blog', withoutScript);
    expect(await titles(page)).toEqual(firstPage);
    const loadMore = page.getByRole('link', { name: 'Load More Posts' });
    expect(await loadMore.getAttribute('href')).toBe('/blog?page=2');

    await loadMore.click();
    await page.waitForURL('**/blog?page=2');
    expect(await titles(page)).toEqual([...firstPage, ...secondPage]);
    expect(secondPage.length).toBeGreaterThan(0);
    // The sample blog's nine posts end on page 2: no further link.
    expect(await page.getByRole('link', { name: 'Load More Posts' }).count()).toBe(thirdFollows ? 1 : 0);
    expect(await page.getByRole('link', { name: 'Show newer posts' }).count()).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    expect(await titles(page)).toEqual(firstPage);
    expect(await page.getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=2');
  });

  it('renders /blog?page=2 whole at the edge: a reload of the address shows the same posts', async () => {
    const page = await browser.open('/blog?page=2', withoutScript);
    expect(await titles(page)).toEqual([...firstPage, ...secondPage]);
  });
});

describe('the blog list with JavaScript', () => {
  it('appends the next page on Load More Posts in place, with its address, and a reload shows the same posts', async () => {
    const page = await browser.newPage();
    const consoleMessages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(message.text());
    });
    /** Requests for a document or for the blog's API, by address. */
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document' || url.pathname.startsWith('/api/blog/')) requested.push(`${request.resourceType()} ${url.pathname}${url.search}`);
    });
    await page.goto('/blog');
    await hydrated(page);
    requested.length = 0;
    // Survives only as long as the document does: a full page load would drop it.
    await page.evaluate(() => Object.assign(window, { blogPagingMarker: 'same document' }));

    const loadMore = page.getByRole('link', { name: 'Load More Posts' });
    await loadMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await loadMore.click();
    await page.waitForURL('**/blog?page=2');
    await expect.poll(() => titles(page)).toEqual([...firstPage, ...secondPage]);
    // The page stays where the visitor was: it does not go back to its top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { blogPagingMarker?: string }).blogPagingMarker)).toBe('same document');
    expect(requested).toEqual(['fetch /api/blog/posts?page=2']);

    // A reload (and so the browser's history entry) shows the same posts, hydrated from the edge's data.
    requested.length = 0;
    await page.reload();
    await hydrated(page);
    expect(await titles(page)).toEqual([...firstPage, ...secondPage]);
    expect(requested).toEqual(['document /blog?page=2']);
    expect(consoleMessages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
