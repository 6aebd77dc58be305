/**
 * The blog as the edge renders it (no DOM: `react-dom/server` with the loader's data) and as the browser then
 * hydrates it: the same markup, no recoverable error and no second fetch of the data that came with the page.
 */
import { remoteDataElementId } from '@rdj/shared';
import { MemoryRouter, StaticRouter } from '@rdj/router';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadBlogPage } from './page-data/load';
import { aCard, aPost } from './test/posts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const api = async (path: string) =>
  path === '/api/blog/posts?page=1'
    ? json({ posts: [1, 2].map(aCard), more: false })
    : path === '/api/blog/posts/post-1'
      ? json({ post: aPost(1) })
      : json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);

describe('blog pages from the edge', () => {
  it('loads the first page for /blog, the post for /blog/{slug} and 404 for an unknown post', async () => {
    expect(await loadBlogPage(new URL('https://x/blog'), api)).toMatchObject({ status: 200, page: { kind: 'list' } });
    expect(await loadBlogPage(new URL('https://x/blog/post-1'), api)).toMatchObject({ status: 200, page: { kind: 'post' } });
    expect(await loadBlogPage(new URL('https://x/blog/nope'), api)).toMatchObject({ status: 404, page: { kind: 'post-not-found' } });
    const down = async () => {
      throw new Error('down');
    };
    expect(await loadBlogPage(new URL('https://x/blog'), down)).toMatchObject({ status: 200, page: { kind: 'none' } });
  });

  it.each(['/blog', '/blog/post-1', '/blog/nope'])('renders %s whole on the server and hydrates it without error or fetch', async (path) => {
    const { default: BlogRoutes } = await import('./routes');
    const { page } = await loadBlogPage(new URL(`https://x${path}`), api);
    const html = renderToString(
      <StaticRouter location={path}>
        <BlogRoutes page={page} />
      </StaticRouter>,
    );
    expect(html).not.toContain('Loading...');
    if (path === '/blog') expect(html).toContain('Post number 2');
    if (path === '/blog/post-1') expect(html).toContain('<h2>Section 1</h2>');
    if (path === '/blog/nope') expect(html).toContain('Post not found.');

    // The browser: a fresh module reads the data the edge wrote into the document.
    vi.resetModules();
    document.body.innerHTML = `<div id="app">${html}</div><script type="application/json" id="${remoteDataElementId('blog')}">${JSON.stringify(page)}</script>`;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const { default: BrowserRoutes } = await import('./routes');
    await act(async () => {
      hydrateRoot(
        document.getElementById('app')!,
        <MemoryRouter initialEntries={[path]}>
          <BrowserRoutes />
        </MemoryRouter>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
