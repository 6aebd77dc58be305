import { lastBlogListPage, pageNumber, type BlogPostCard } from '@rdj/shared';
import type { PostsPage } from '../../page-data/types';

/** The page `/blog?page=N` ends at, read as leniently as the edge and the head read it (`/blog`, anything odd: 1). */
export function blogPageOf(search: string): number {
  return pageNumber(new URLSearchParams(search).get('page'), lastBlogListPage);
}

/**
 * The address of the list ending at `page`: `/blog` for the first (its canonical address, which the edge caches),
 * `/blog?page=N` past it.
 * @example blogListHref(3) // '/blog?page=3'
 */
export function blogListHref(page: number): string {
  return page === 1 ? '/blog' : `/blog?page=${page}`;
}

/**
 * The page Load More Posts goes to after the list ending at `last`, or null when there is none: no more posts
 * follow, or `last` is the last page the API serves (docs/limits.md#blog).
 */
export function pageAfter(last: number, more: boolean): number | null {
  return more && last < lastBlogListPage ? last + 1 : null;
}

/**
 * The posts of `pages`, each once, in page order, leaving out those in `shown`: a post published between two
 * requests would otherwise come on two pages.
 */
export function postsOf(pages: Pick<PostsPage, 'posts'>[], shown: ReadonlySet<string> = new Set()): BlogPostCard[] {
  const seen = new Set(shown);
  return pages.flatMap((page) => page.posts).filter((post) => !seen.has(post.slug) && seen.add(post.slug));
}
