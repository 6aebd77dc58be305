import type { RouteOwner } from '@rdj/shared';
import { nextPostDue } from '../blog/queries';
import { dbOf } from '../db/client';

/**
 * How long a page's HTML may be cached: JOBS_CACHE_TTL_SECONDS, and the blog's pages only until the next scheduled
 * post is due, so it appears on time even when the cron that publishes it runs late.
 */
export async function maxAgeOf(env: Env, owner: RouteOwner | null, now = Date.now()): Promise<number> {
  const ttl = Number(env.JOBS_CACHE_TTL_SECONDS) || 600;
  if (owner !== 'blog') return ttl;
  const due = await nextPostDue(dbOf(env.DB), new Date(now));
  return due === null ? ttl : Math.max(1, Math.min(ttl, Math.ceil((Date.parse(due) - now) / 1000)));
}
