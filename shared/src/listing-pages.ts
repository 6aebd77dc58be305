/**
 * Paging of the public lists (docs/pages.md, paging): "Show More" and "Load More Posts" are links to `?page=N`, and
 * the edge renders that URL with the pages before it, so the list a visitor sees only grows. One URL shows at most
 * `maxShownPages` pages, which bounds the work of a request and the size of the page.
 */
export const maxShownPages = 10;

/**
 * The page a `?page=` value asks for: a whole number from 1 to `last`; a larger one is `last`, anything else
 * (missing, 0, negative, not a number) page 1, so a mistyped link still shows the list.
 * @example pageNumber('3', 100) // 3
 */
export function pageNumber(value: string | null, last: number): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), last);
}

/**
 * The pages `?page=N` shows, in order: N and up to `maxShownPages - 1` before it.
 * @example shownPages(3) // [1, 2, 3]
 */
export function shownPages(page: number): number[] {
  const first = Math.max(1, page - maxShownPages + 1);
  return Array.from({ length: page - first + 1 }, (_, i) => first + i);
}

/** The highest page `GET /api/blog/posts` serves (`blogListQuery`); here, not beside the schema, so pages need no zod. */
export const lastBlogListPage = 1000;
