import type { RouteOwner } from '@rdj/shared';
import { nextPostDue } from '../blog/queries';
import { dbOf } from '../db/client';
import { pageCacheTtlSeconds } from '../http/config';
import { indexFilled } from '../job-index/status';
import { untilNextExpiry } from '../postings/lifecycle';

/**
 * How long a page's HTML may be cached: PAGE_CACHE_TTL_SECONDS (http/config.ts, 600 s when unset or invalid); the
 * blog's pages only until the next scheduled post is due, so it appears on time even when the cron that publishes
 * it runs late; the jobs remote's pages (home, the category and company pages, which list open postings) only until
 * the next open posting expires, so none is served after it ended (docs/postings.md#lifecycle), and not at all before
 * the job index has finished its first run (its lists are still empty). 0 is kept as 0 for every page: the page is
 * not cached (page-cache.ts).
 */
export async function maxAgeOf(env: Env, owner: RouteOwner | null, now = Date.now()): Promise<number> {
  const ttl = pageCacheTtlSeconds(env);
  if (owner === 'jobs') return (await indexFilled(env.DB)) ? untilNextExpiry(env, ttl, now) : 0;
  if (owner !== 'blog' || ttl === 0) return ttl;
  const due = await nextPostDue(dbOf(env.DB), new Date(now));
  return due === null ? ttl : Math.max(1, Math.min(ttl, Math.ceil((Date.parse(due) - now) / 1000)));
}
