import type { BlogPostList } from '@rdj/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { baseUrl, hydrated, pageErrors, useBrowser } from './support/platform';

/**
 * "Load More Posts" on /blog is a link to `/blog?page=N`, which the edge renders with the pages before it
 * (docs/pages.md): it works before any script runs, and once hydrated the same link appends the next page in place.
 */
const browser = useBrowser();
const withoutScript = { javaScriptEnabled: false };

/** Posts this file publishes so that the blog has a second page, deleted at its end: later files read /blog as the fixtures leave it. */
const written: string[] = [];
/** The titles of the first two pages and whether a third follows, as the API answers once the posts are there. */
let firstPage: string[] = [];
let secondPage: string[] = [];
let thirdFollows = false;

async function postsPage(page: number): Promise<BlogPostList> {
  const res = await fetch(`${baseUrl}/api/blog/posts?page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BlogPostList;
}

/** How many posts readers see now (the API's pages until one says no more follow). */
async function publishedCount(): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const { posts, more } = await postsPage(page);
    count += posts.length;
    if (!more) return count;
  }
}

beforeAll(async () => {
  // The blog this file reads has nine posts, as the sample blog has: two pages, the second of three. Whatever the
  // platform holds, it publishes up to nine, then reads what the API says the pages hold.
  const missing = 9 - (await publishedCount());
  if (missing > 0) {
    const signedIn = await adminHeaders();
    const headers = { ...signedIn, 'Content-Type': 'application/json' };
    // A published post needs a featured image: a 1 x 1 PNG, uploaded through the API like any other.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const image = await fetch(`${baseUrl}/api/admin/blog/images`, { method: 'POST', headers: { ...signedIn, 'Content-Type': 'image/png' }, body: png });
    expect(image.status).toBe(201);
    const { url: featuredImageUrl } = (await image.json()) as { url: string };
    const run = Date.now().toString(36);
    for (let i = 0; i < missing; i++) {
      const res = await fetch(`${baseUrl}/api/admin/blog/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Paging sample ${i + 1} ${run}`,
          content: '<p>A post for the paging test.</p>',
          featuredImageUrl,
          featuredImageAlt: 'A one-pixel picture',
          readTime: 1,
          status: 'published',
        }),
      });
      expect(res.status).toBe(201);
      written.push(((await res.json()) as { post: { id: string } }).post.id);
    }
  }
  const [first, second] = await Promise.all([postsPage(1), postsPage(2)]);
  expect(first.posts).toHaveLength(6);
  expect(first.more).toBe(true);
  firstPage = first.posts.map((post) => post.title);
  secondPage = second.posts.map((post) => post.title);
  thirdFollows = second.more;
}, 60_000);

afterAll(async () => {
  const headers = await adminHeaders();
  for (const id of written) {
    const res = await fetch(`${baseUrl}/api/admin/blog/posts/${id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(204);
  }
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
