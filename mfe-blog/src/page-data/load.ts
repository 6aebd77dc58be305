import { shownPages } from '@rdj/shared';
import { matchPath } from '@rdj/router';
import { blogPageOf } from '../features/posts/list-pages';
import type { BlogPageData, PostsPage } from './types';
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

/** The pages of posts `numbers`, asked for together; null when any of them fails. */
async function postsPages(api: BlogApi, numbers: number[]): Promise<PostsPage[] | null> {
  const answers = await Promise.all(numbers.map((page) => json(api, `/api/blog/posts?page=${page}`)));
  const pages: PostsPage[] = [];
  for (const [i, { status, body }] of answers.entries()) {
    if (status !== 200 || !isBlogPostList(body)) return null;
    pages.push({ page: numbers[i]!, posts: body.posts, more: body.more });
  }
  return pages;
}

/**
 * What the edge renders a blog page with: for `/blog?page=N` the pages of posts `shownPages(N)` (page 1 for `/blog`),
 * the post for `/blog/{slug}` (404 when there is none to read). When the API fails the page renders without data and
 * the browser asks again.
 */
export async function loadBlogPage(url: URL, api: BlogApi): Promise<{ status: number; page: BlogPageData }> {
  const path = url.pathname + url.search;
  if (matchPath('/blog', url.pathname)) {
    const pages = await postsPages(api, shownPages(blogPageOf(url.search)));
    return { status: 200, page: pages ? { path, kind: 'list', pages } : { path, kind: 'none' } };
  }
  const slug = matchPath('/blog/:slug', url.pathname)?.params.slug;
  if (!slug) return { status: 404, page: { path, kind: 'none' } };
  const { status, body } = await json(api, `/api/blog/posts/${encodeURIComponent(slug)}`);
  const post = (body as { post?: unknown } | null)?.post;
  if (status === 200 && isBlogPost(post)) return { status: 200, page: { path, kind: 'post', post } };
  if (status === 404 || status === 400) return { status: 404, page: { path, kind: 'post-not-found', slug } };
  return { status: 200, page: { path, kind: 'none' } };
}
