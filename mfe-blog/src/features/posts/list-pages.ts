import { lastBlogListPage, pageNumber } from '@rdj/shared';

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
