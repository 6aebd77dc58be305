import { categoryListingOf, categoryListingSearch, searchLimitMessage, type JobListQuery } from '@rdj/shared';
import { clientOf } from '../http/client';
import { ApiError } from '../http/errors';

/** Seconds a client past `SEARCH_LIMITER` is told to wait (its period, wrangler.toml). */
export const searchRetryAfterSeconds = 60;

/** Whether a category page's address asks for more than its plain page: a search, a filter or a later page. */
export function isSearchAddress(url: URL): boolean {
  return categoryListingSearch(categoryListingOf(url.searchParams)) !== '';
}

/** Whether a listing query asks for more than a category's first plain page. */
export function isSearchQuery(query: JobListQuery): boolean {
  return Boolean(query.q || query.employment.length || query.experience.length || query.salary !== undefined || query.from || query.pay || query.page > 1);
}

/**
 * Counts one search from the client asking (docs/job-index.md#search-limit): false past `SEARCH_LIMITER`. A request
 * without `CF-Connecting-IP` is not a visitor's: Cloudflare sets the header on every request from the internet, so
 * only a remote's render asking the API through its service binding lacks it, and the page it renders was counted.
 */
export async function searchAllowed(env: Env, ipHeader: string | undefined): Promise<boolean> {
  if (ipHeader === undefined) return true;
  return (await env.SEARCH_LIMITER.limit({ key: clientOf(ipHeader) })).success;
}

/** Throws 429 rate_limited, with Retry-After, for an API search past the client's limit. */
export async function limitSearches(env: Env, ipHeader: string | undefined): Promise<void> {
  if (!(await searchAllowed(env, ipHeader))) throw new ApiError(429, 'rate_limited', searchLimitMessage, searchRetryAfterSeconds);
}
