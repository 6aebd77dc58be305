/**
 * Which cached page an address is, and how long it is kept (docs/caching.md#what-is-cached).
 */
import { categoryByPath, categoryListingOf, categoryListingParameters, categoryListingSearch } from '@rdj/shared';

/** How long a search, filter or later page is served as it is: a short while, since its combinations are many. */
export const queryFreshSeconds = 60;
/** How long after that it may still be served, while one request renders it again for the next. */
export const queryStaleSeconds = 300;

/**
 * The address a page is cached under: its path, for a page without a query; for a category page whose query holds
 * only the parameters its listing reads, the path and that listing's query in its one form (in one order, each value
 * as the page reads it: `categoryListingSearch`), so every spelling of a listing (parameters reordered, a value
 * trimmed, `currency=USD` said aloud) is one entry. Null for any other query: the page may depend on it (a
 * parameter it does not know is the remote's), and it is rendered each time.
 */
export function cachedAddress(url: URL, path: string): string | null {
  if (url.search === '') return path;
  if (!categoryByPath(path) || [...url.searchParams.keys()].some((name) => !categoryListingParameters.includes(name))) return null;
  return path + categoryListingSearch(categoryListingOf(url.searchParams));
}

/**
 * How long the page at `address` is served fresh, and kept in all, when its owner's pages may be kept `maxAge`
 * seconds (html/max-age.ts): a plain page for `maxAge`; a page with a query fresh for `queryFreshSeconds` and then
 * stale for `queryStaleSeconds` more, never past `maxAge` (a posting's end bounds both).
 */
export function lifetimeOf(address: string, path: string, maxAge: number): { fresh: number; kept: number } {
  if (address === path) return { fresh: maxAge, kept: maxAge };
  return { fresh: Math.min(queryFreshSeconds, maxAge), kept: Math.min(queryFreshSeconds + queryStaleSeconds, maxAge) };
}
