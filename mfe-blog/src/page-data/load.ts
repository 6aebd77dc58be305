import { matchPath } from '@rdj/router';
import type { BlogPageData } from './types';
import { isBlogPost, isBlogPostList } from './types';

export type BlogApi = (path: string) => Promise<Response>;

async function json(api: BlogApi, path: string): Promise<{ status: number; body: unknown }> {
  try {
    const res = await api(path);
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * What the edge renders a blog page with: the first page of posts for `/blog`, the post for `/blog/{slug}` (404 when
 * there is none to read). When the API fails the page renders without data and the browser asks again.
 */
export async function loadBlogPage(url: URL, api: BlogApi): Promise<{ status: number; page: BlogPageData }> {
  const path = url.pathname + url.search;
  if (matchPath('/blog', url.pathname)) {
    const { body } = await json(api, '/api/blog/posts?page=1');
    return { status: 200, page: isBlogPostList(body) ? { path, kind: 'list', list: body } : { path, kind: 'none' } };
  }
  const slug = matchPath('/blog/:slug', url.pathname)?.params.slug;
  if (!slug) return { status: 404, page: { path, kind: 'none' } };
  const { status, body } = await json(api, `/api/blog/posts/${encodeURIComponent(slug)}`);
  const post = (body as { post?: unknown } | null)?.post;
  if (status === 200 && isBlogPost(post)) return { status: 200, page: { path, kind: 'post', post } };
  if (status === 404 || status === 400) return { status: 404, page: { path, kind: 'post-not-found', slug } };
  return { status: 200, page: { path, kind: 'none' } };
}
