import { shownPages } from '@rdj/shared';
import { apiAnswer, okBody, type PageApi } from '@rdj/shared/page-data';
import { matchPath } from '@rdj/router';
import { blogPageOf } from '../features/posts/list-pages';
import type { BlogPageData, PostsPage } from './types';
import { isBlogPost, isBlogPostList } from './types';

export type BlogApi = PageApi;

/** The pages of posts `numbers`, asked for together; null when any of them fails. */
async function postsPages(api: BlogApi, numbers: number[]): Promise<PostsPage[] | null> {
  const bodies = await Promise.all(numbers.map((page) => okBody(api, `/api/blog/posts?page=${page}`)));
  const pages: PostsPage[] = [];
  for (const [i, page] of numbers.entries()) {
    const body = bodies[i];
    if (!isBlogPostList(body)) return null;
    pages.push({ page, posts: body.posts, more: body.more });
  }
  return pages;
}

/**
 * What the edge renders a blog page with: for `/blog?page=N` the pages of posts `shownPages(N)` (page 1 for `/blog`),
 * the post for `/blog/{slug}` (404 when there is none to read). When the API fails the page renders without data and
 * the browser asks again.
 */
export async function loadBlogPage(url: URL, api: BlogApi): Promise<{ status: number; page: BlogPageData }> {
  const { status, content } = await contentOf(url, api);
  return { status, page: { path: url.pathname + url.search, now: new Date().toISOString(), ...content } };
}

type BlogPageContent = DistributiveOmit<BlogPageData, 'path' | 'now'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

async function contentOf(url: URL, api: BlogApi): Promise<{ status: number; content: BlogPageContent }> {
  if (matchPath('/blog', url.pathname)) {
    const pages = await postsPages(api, shownPages(blogPageOf(url.search)));
    return { status: 200, content: pages ? { kind: 'list', pages } : { kind: 'none' } };
  }
  const slug = matchPath('/blog/:slug', url.pathname)?.params.slug;
  if (!slug) return { status: 404, content: { kind: 'none' } };
  const answer = await apiAnswer(api, `/api/blog/posts/${encodeURIComponent(slug)}`);
  const post = (answer?.body as { post?: unknown } | undefined)?.post;
  if (answer?.status === 200 && isBlogPost(post)) return { status: 200, content: { kind: 'post', post } };
  if (answer?.status === 404 || answer?.status === 400) return { status: 404, content: { kind: 'post-not-found', slug } };
  return { status: 200, content: { kind: 'none' } };
}
