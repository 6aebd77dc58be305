import { describe, expect, it } from 'vitest';
import { edgeApi, json, pageOf, unreachable } from '../../test/edge';
import { aPostsPage } from '../../test/posts';
import { loadBlogPage, type BlogApi } from './load';

const at = (path: string) => new URL(`https://x${path}`);

describe('the data of a blog page at the edge', () => {
  it('loads the first page for /blog, the post for /blog/{slug} and 404 for an unknown post', async () => {
    const api = edgeApi();
    expect(await loadBlogPage(at('/blog'), api)).toMatchObject({ status: 200, page: { kind: 'list', pages: [{ page: 1, more: false }] } });
    expect(await loadBlogPage(at('/blog/post-1'), api)).toMatchObject({ status: 200, page: { kind: 'post', post: { slug: 'post-1' } } });
    expect(await loadBlogPage(at('/blog/nope'), api)).toEqual({ status: 404, page: { kind: 'post-not-found' } });
  });

  it('answers 404 for a slug the API refuses (400) and for an address the blog does not own', async () => {
    const refusing: BlogApi = async () => json({ error: { code: 'invalid_input', message: 'Invalid slug' } }, 400);
    expect(await loadBlogPage(at('/blog/x'), refusing)).toEqual({ status: 404, page: { kind: 'post-not-found' } });
    expect(await loadBlogPage(at('/blog/a/b'), edgeApi())).toEqual({ status: 404, page: { kind: 'none' } });
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
    expect(page).toEqual({ kind: 'list', pages: [1, 2, 3].map((n) => ({ page: n, ...aPostsPage(n, 30) })) });
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
    const api = edgeApi(10_000);
    const { page } = await loadBlogPage(at(path), api);
    expect(api.calls).toEqual(pages.map((n) => `/api/blog/posts?page=${n}`));
    expect(page).toMatchObject({ kind: 'list' });
  });

  const failures: [string, BlogApi][] = [
    ['answers an error', async () => json({ error: { code: 'internal', message: 'Down' } }, 500)],
    ['answers something else', async () => json({ posts: 'none', post: { slug: 'post-1' } })],
    ['cannot be reached', unreachable],
  ];

  it.each(failures)('answers 503 with the failure for /blog?page=3 when one of its pages %s', async (_, failing) => {
    const working = edgeApi(30);
    const api = (path: string) => (path.endsWith('page=2') ? failing(path) : working(path));
    expect(await loadBlogPage(at('/blog?page=3'), api)).toEqual({ status: 503, page: { kind: 'list-failed' } });
  });

  it.each(failures)('answers 503 with the failure for a post when the API %s', async (_, failing) => {
    expect(await loadBlogPage(at('/blog/post-1'), failing)).toEqual({ status: 503, page: { kind: 'post-failed' } });
  });
});
