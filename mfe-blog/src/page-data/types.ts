import { shownPages, type BlogPost, type BlogPostList } from '@rdj/shared';

/** One page of `GET /api/blog/posts?page=N` (its posts and whether more follow), with its number. */
export interface PostsPage extends BlogPostList {
  page: number;
}

/**
 * The data a blog page was rendered with at the edge, for the browser's first render of the same page: `path` is the
 * pathname and search it was loaded for, `now` when the edge rendered it (the page data kit: docs/pages.md).
 */
export type BlogPageData = { path: string; now: string } & (
  /** `/blog?page=N`: the pages it shows, `shownPages(N)` in order (the last one's `more` says whether more follow). */
  | { kind: 'list'; pages: PostsPage[] }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'post-not-found'; slug: string }
  | { kind: 'none' }
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCard(value: unknown): boolean {
  return isObject(value) && typeof value.slug === 'string' && typeof value.title === 'string' && typeof value.publishedAt === 'string';
}

export function isBlogPostList(value: unknown): value is BlogPostList {
  return isObject(value) && Array.isArray(value.posts) && value.posts.every(isCard) && typeof value.more === 'boolean';
}

export function isBlogPost(value: unknown): value is BlogPost {
  return isCard(value) && typeof (value as { content?: unknown }).content === 'string';
}

/** The pages a list shows: each a page of posts, numbered as `shownPages` of the last one numbers them. */
function isShownPages(value: unknown): value is PostsPage[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const last: unknown = (value.at(-1) as { page?: unknown } | undefined)?.page;
  if (!Number.isSafeInteger(last) || (last as number) < 1) return false;
  const numbers = shownPages(last as number);
  return value.length === numbers.length && value.every((page: unknown, i) => isBlogPostList(page) && (page as { page?: unknown }).page === numbers[i]);
}

/** Page data as read back from the document: checked like any other input. */
export function blogPageDataOf(value: unknown): BlogPageData | null {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.now !== 'string' || Number.isNaN(Date.parse(value.now))) return null;
  if (value.kind === 'list') return isShownPages(value.pages) ? (value as BlogPageData) : null;
  if (value.kind === 'post') return isBlogPost(value.post) ? (value as BlogPageData) : null;
  if (value.kind === 'post-not-found') return typeof value.slug === 'string' ? (value as BlogPageData) : null;
  return value.kind === 'none' ? (value as BlogPageData) : null;
}
