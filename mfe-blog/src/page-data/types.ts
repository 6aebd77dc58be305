import type { BlogPost, BlogPostList } from '@rdj/shared';

/** One page of `GET /api/blog/posts?page=N` (its posts and whether more follow), with its number. */
export interface PostsPage extends BlogPostList {
  page: number;
}

/**
 * What the edge renders a blog page with (docs/pages.md#page-data). The page is rendered whole from it at the edge
 * and nothing of it is read in the browser: only the Load More Posts island runs there, from its own props.
 */
export type BlogPage =
  /** `/blog?page=N`: the pages it shows, `shownPages(N)` in order (the last one's `more` says whether more follow). */
  | { kind: 'list'; pages: PostsPage[] }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'post-not-found' }
  /** The API failed or answered something else, for the list or for a post: the page says so, and the edge answers 503. */
  | { kind: 'list-failed' }
  | { kind: 'post-failed' }
  /** An address the blog does not own (`/blog/a/b`): 404, and the blog renders nothing. */
  | { kind: 'none' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCard(value: unknown): boolean {
  return isObject(value) && typeof value.slug === 'string' && typeof value.title === 'string' && typeof value.publishedAt === 'string';
}

/** An answer of `GET /api/blog/posts?page=N`, checked as any input is, at the edge and in the island. */
export function isBlogPostList(value: unknown): value is BlogPostList {
  return isObject(value) && Array.isArray(value.posts) && value.posts.every(isCard) && typeof value.more === 'boolean';
}

export function isBlogPost(value: unknown): value is BlogPost {
  return isCard(value) && typeof (value as { content?: unknown }).content === 'string';
}
