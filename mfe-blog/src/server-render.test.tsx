/**
 * The blog as the edge renders it (no DOM: `react-dom/server` with the loader's data) and as the browser then
 * hydrates it: the same markup, no recoverable error and no second fetch of the data that came with the page.
 */
import { remoteDataElementId } from '@rdj/shared';
import { MemoryRouter, StaticRouter, useLocation, useNavigationType } from '@rdj/router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadBlogPage, type BlogApi } from './page-data/load';
import { blogPageDataOf } from './page-data/types';
import { aCard, aPost, aPostsPage } from '../test/posts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const pageOf = (path: string) => /^\/api\/blog\/posts\?page=(\d+)$/.exec(path)?.[1];

/** The API as the edge reaches it: `total` posts (2 unless told), `post-1` readable. */
function blogApi(total = 2): BlogApi & { calls: string[] } {
  const calls: string[] = [];
  const api = async (path: string) => {
    calls.push(path);
    const page = pageOf(path);
    if (page) return json(aPostsPage(Number(page), total));
    return path === '/api/blog/posts/post-1' ? json({ post: aPost(1) }) : json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
  };
  return Object.assign(api, { calls });
}

const at = (path: string) => new URL(`https://x${path}`);

describe('blog pages from the edge', () => {
  it('loads the first page for /blog, the post for /blog/{slug} and 404 for an unknown post', async () => {
    const api = blogApi();
    expect(await loadBlogPage(at('/blog'), api)).toMatchObject({ status: 200, page: { kind: 'list', pages: [{ page: 1, more: false }] } });
    expect(await loadBlogPage(at('/blog/post-1'), api)).toMatchObject({ status: 200, page: { kind: 'post' } });
    expect(await loadBlogPage(at('/blog/nope'), api)).toMatchObject({ status: 404, page: { kind: 'post-not-found' } });
    const down = async () => {
      throw new Error('down');
    };
    expect(await loadBlogPage(at('/blog'), down)).toMatchObject({ status: 200, page: { kind: 'none' } });
  });

  it('loads /blog?page=3 with the pages 1 to 3, asked for together', async () => {
    // Each answer waits until all three were asked for: one asked only after another answered never completes.
    const asked: string[] = [];
    let allAsked = () => {};
    const together = new Promise<void>((resolve) => (allAsked = resolve));
    const api = async (path: string) => {
      asked.push(path);
      if (asked.length === 3) allAsked();
      await together;
      return json(aPostsPage(Number(pageOf(path)), 30));
    };
    const { status, page } = await loadBlogPage(at('/blog?page=3'), api);
    expect(asked.sort()).toEqual(['/api/blog/posts?page=1', '/api/blog/posts?page=2', '/api/blog/posts?page=3']);
    expect(status).toBe(200);
    expect(page).toEqual({ path: '/blog?page=3', now: expect.any(String), kind: 'list', pages: [1, 2, 3].map((n) => ({ page: n, ...aPostsPage(n, 30) })) });
  });

  it.each([
    ['/blog', [1]],
    ['/blog?page=1', [1]],
    ['/blog?page=4', [1, 2, 3, 4]],
    ['/blog?page=10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['/blog?page=12', [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['/blog?page=1001', [991, 992, 993, 994, 995, 996, 997, 998, 999, 1000]],
    ['/blog?page=99999999999999999999', [991, 992, 993, 994, 995, 996, 997, 998, 999, 1000]],
    ['/blog?page=0', [1]],
    ['/blog?page=-2', [1]],
    ['/blog?page=2.5', [1]],
    ['/blog?page=abc', [1]],
    ['/blog?page=', [1]],
    ['/blog?page=3&page=5', [1, 2, 3]],
    ['/blog?utm_source=feed', [1]],
  ])('reads %s leniently: it asks for the pages %j', async (path, pages) => {
    const api = blogApi(10_000);
    const { page } = await loadBlogPage(at(path), api);
    expect(api.calls).toEqual(pages.map((n) => `/api/blog/posts?page=${n}`));
    expect(page).toMatchObject({ path, kind: 'list' });
  });

  it.each([
    ['answers an error', async () => json({ error: { code: 'internal', message: 'Down' } }, 500)],
    ['answers something else', async () => json({ posts: 'none' })],
    [
      'cannot be reached',
      async () => {
        throw new Error('down');
      },
    ],
  ])('renders /blog?page=3 without data when one of its pages %s', async (_, failing) => {
    const working = blogApi(30);
    const api = (path: string) => (path.endsWith('page=2') ? failing() : working(path));
    expect(await loadBlogPage(at('/blog?page=3'), api)).toEqual({ status: 200, page: { path: '/blog?page=3', now: expect.any(String), kind: 'none' } });
  });

  it.each(['/blog', '/blog?page=2', '/blog?page=12', '/blog/post-1', '/blog/nope'])(
    'renders %s whole on the server and hydrates it without error or fetch',
    async (path) => {
      const { html, page } = await renderAtEdge(path, 80);
      expect(html).not.toContain('Loading...');
      if (path === '/blog') expect(html).toContain('Post number 6');
      if (path === '/blog?page=2') expect(html).toContain('Post number 12');
      if (path === '/blog?page=12') expect(html).toContain('Post number 72');
      if (path === '/blog/post-1') expect(html).toContain('<h2>Section 1</h2>');
      if (path === '/blog/nope') expect(html).toContain('Post not found.');
      const { fetch, errors } = await hydrate(path, html, page);
      expect(errors).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('the images of /blog', () => {
  it('loads the first row at once, the first image at high priority, and the rest when they come near', async () => {
    const { html } = await renderAtEdge('/blog', 80);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      loading: /loading="(\w+)"/.exec(tag)?.[1],
      priority: /fetchpriority="(\w+)"/i.exec(tag)?.[1] ?? null,
    }));
    expect(images.map((image) => image.loading)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(images.map((image) => image.priority)).toEqual(['high', null, null, null, null, null]);
  });
});

describe('a list the edge could not load', () => {
  it('hydrates /blog?page=3 as Loading..., then asks for the pages 1 to 3', async () => {
    const down = async () => json({ error: { code: 'internal', message: 'Down' } }, 500);
    const { page } = await loadBlogPage(at('/blog?page=3'), down);
    const { default: BlogRoutes } = await import('./routes');
    const html = renderToString(
      <StaticRouter location="/blog?page=3">
        <BlogRoutes page={page} />
      </StaticRouter>,
    );
    expect(html).toContain('Loading...');
    const { fetch, errors, router } = await hydrate('/blog?page=3', html, page, 30);
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(18));
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/blog/posts?page=1', '/api/blog/posts?page=2', '/api/blog/posts?page=3']);
    expect(router.path).toBe('/blog?page=3');
    expect(errors).toEqual([]);
  });
});

describe('the paging links from the edge', () => {
  it('links Load More Posts to the page after the last one shown while it says more follow', async () => {
    expect((await renderAtEdge('/blog', 20)).html).toContain('<a class="btn btn-secondary" href="/blog?page=2">Load More Posts</a>');
    expect((await renderAtEdge('/blog?page=2', 20)).html).toContain('<a class="btn btn-secondary" href="/blog?page=3">Load More Posts</a>');
    const end = await renderAtEdge('/blog?page=4', 20);
    expect(end.html).toContain('Post number 20');
    expect(end.html).not.toContain('Load More Posts');
  });

  it('shows a Show newer posts link above the list only past page 10, to the page before the first shown', async () => {
    expect((await renderAtEdge('/blog?page=10', 100)).html).not.toContain('Show newer posts');
    const { html } = await renderAtEdge('/blog?page=12', 100);
    expect(html).toContain('<a href="/blog?page=2">Show newer posts</a>');
    expect(html.indexOf('Show newer posts')).toBeLessThan(html.indexOf('<article'));
    expect(html).not.toContain('Post number 12<');
    expect(html).toContain('Post number 13<');
  });

  it('never links Load More Posts past the last page the API serves', async () => {
    const { html } = await renderAtEdge('/blog?page=1000', 10_000);
    expect(html).toContain('Show newer posts');
    expect(html).not.toContain('Load More Posts');
  });
});

describe('the hydrated list', () => {
  it('appends the next page on a click on Load More Posts and puts its address in place, asking only for that page', async () => {
    const { html, page } = await renderAtEdge('/blog?page=2', 20);
    const { fetch, errors, router } = await hydrate('/blog?page=2', html, page, 20);
    expect(document.querySelectorAll('article')).toHaveLength(12);
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'Load More Posts' }));
    expect(clicked).toBe(false); // the click's default (following the link) was prevented
    await waitFor(() => expect(router.path).toBe('/blog?page=3'));
    expect(router.type).toBe('REPLACE');
    expect(Array.from(document.querySelectorAll('article h2'), (h) => h.textContent)).toEqual(
      Array.from({ length: 18 }, (_, i) => `Post number ${i + 1}`),
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/blog/posts?page=3']);
    expect(screen.getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=4');
    expect(errors).toEqual([]);
  });
});

describe('the list data read back from the document', () => {
  const list = (pages: unknown) => ({ path: '/blog?page=3', now: '2026-11-25T10:00:00.000Z', kind: 'list', pages });
  const page = (n: number) => ({ page: n, ...aPostsPage(n, 30) });

  it('is taken when it holds the pages the list shows', () => {
    expect(blogPageDataOf(list([1, 2, 3].map(page)))).toEqual(list([1, 2, 3].map(page)));
    expect(blogPageDataOf(list([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(page)))).not.toBeNull();
  });

  it.each([
    ['no page', []],
    ['a gap', [1, 3].map(page)],
    ['the pages out of order', [2, 1].map(page)],
    ['not starting at page 1 within the first ten', [2, 3].map(page)],
    ['more than ten pages', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(page)],
    ['a page without its number', [{ posts: [aCard(1)], more: false }]],
    ['a page numbered 0', [{ page: 0, posts: [], more: false }]],
    ['a post without a title', [{ page: 1, posts: [{ slug: 'x', publishedAt: '2026-11-05T10:00:00.000Z' }], more: false }]],
    ['pages that are not a list', { page: 1, posts: [], more: false }],
    ["today's earlier shape", undefined],
  ])('is refused with %s', (_, pages) => {
    expect(blogPageDataOf(pages === undefined ? { path: '/blog', kind: 'list', list: { posts: [], more: false } } : list(pages))).toBeNull();
  });
});

/** The page as the edge renders it (no DOM: `react-dom/server` with the loader's data), `total` posts published. */
async function renderAtEdge(path: string, total: number) {
  const { default: BlogRoutes } = await import('./routes');
  const { page } = await loadBlogPage(at(path), blogApi(total));
  const html = renderToString(
    <StaticRouter location={path}>
      <BlogRoutes page={page} />
    </StaticRouter>,
  );
  return { html, page };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/**
 * The browser: a fresh module reads the data the edge wrote into the document and hydrates the edge's HTML. The
 * API answers with `total` posts; `fetch` is its spy, `errors` what React reported, `router` where it is.
 */
async function hydrate(path: string, html: string, page: unknown, total = 2) {
  vi.resetModules();
  document.body.innerHTML = `<div id="app">${html}</div><script type="application/json" id="${remoteDataElementId('blog')}">${JSON.stringify(page)}</script>`;
  const fetch = vi.fn(async (input: RequestInfo | URL) => json(aPostsPage(Number(pageOf(String(input))), total)));
  vi.stubGlobal('fetch', fetch);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation((...args) => errors.push(args));
  onTestFinished(() => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
  const router = { path: '', type: '' };
  function RouterProbe() {
    const location = useLocation();
    router.path = location.pathname + location.search;
    router.type = useNavigationType();
    return null;
  }
  const { default: BrowserRoutes } = await import('./routes');
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('app')!,
      <MemoryRouter initialEntries={[path]}>
        <BrowserRoutes />
        <RouterProbe />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { fetch, errors, router };
}
