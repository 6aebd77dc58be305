import { shownPages } from '@rdj/shared';
import { namesNothing } from '@rdj/shared/loading';
import { apiAnswer, okBody, type PageApi } from '@rdj/shared/edge';
import { matchPath } from '@rdj/router';
import { blogPageOf } from '../features/posts/list-pages';
import type { BlogPage, PostsPage } from './types';
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

/** A page the API could not give its data: rendered with the failure, 503 so the gateway does not cache it. */
const failed = (kind: 'list-failed' | 'post-failed') => ({ status: 503, page: { kind } }) as const;

/**
 * What the edge renders a blog page with, and its status (docs/pages.md#page-data): for `/blog?page=N` the pages of
 * posts `shownPages(N)` (page 1 for `/blog`), for `/blog/{slug}` the post (404 when there is none to read). The
 * browser never asks again, so when the API fails the page is rendered with the failure and answers 503.
 */
export async function loadBlogPage(url: URL, api: BlogApi): Promise<{ status: number; page: BlogPage }> {
  if (matchPath('/blog', url.pathname)) {
    const pages = await postsPages(api, shownPages(blogPageOf(url.search)));
    return pages ? { status: 200, page: { kind: 'list', pages } } : failed('list-failed');
  }
  const slug = matchPath('/blog/:slug', url.pathname)?.params.slug;
  if (!slug) return { status: 404, page: { kind: 'none' } };
  const answer = await apiAnswer(api, `/api/blog/posts/${encodeURIComponent(slug)}`);
  const post = (answer?.body as { post?: unknown } | undefined)?.post;
  if (answer?.status === 200 && isBlogPost(post)) return { status: 200, page: { kind: 'post', post } };
  if (answer && namesNothing(answer.status)) return { status: 404, page: { kind: 'post-not-found' } };
  return failed('post-failed');
}
