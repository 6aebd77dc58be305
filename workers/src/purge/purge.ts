/**
 * Purging the page cache by tag (docs/caching.md#purge). Every cached page carries the tags of what it shows
 * (tags.ts); every change purges exactly the tags of what it changed. With a zone configured, the tags go through the
 * purge queue to Cloudflare's purge API, which clears them at every location within seconds (zone.ts); without one,
 * this location's cache is the only one, and it is purged at once (local.ts).
 */
import { cachePage, forgetRemembered, type CachedPage, type PageVariant } from '../lib/page-cache';
import { notePageTags, purgeHere } from './local';
import { chunked } from '../lib/chunked';
import { tagsPerPurge, zonePurgeConfigured, type PurgeMessage } from './zone';

/**
 * Purges every cached page that carries one of `tags`, at every location. It never throws: the change it follows is
 * made, and a purge that could not be sent is logged; its pages then leave at their time to live, the worst case
 * docs/caching.md states.
 */
export async function purgeTags(env: Env, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  forgetRemembered(unique);
  try {
    if (!zonePurgeConfigured(env)) return await purgeHere(env, unique);
    await env.PURGE_QUEUE.sendBatch(chunked(unique, tagsPerPurge).map((run) => ({ body: { tags: run } satisfies PurgeMessage })));
  } catch (err) {
    console.error(`cache purge of ${unique.join(', ')} not sent:`, err instanceof Error ? err.message : err);
  }
}

/** Caches a page with its tags (`cachePage`), where a purge will find it. */
export async function cacheTaggedPage(env: Env, variant: PageVariant, page: CachedPage, maxAgeSeconds: number, freshSeconds = maxAgeSeconds): Promise<void> {
  if (maxAgeSeconds <= 0) return;
  await cachePage(env, variant, page, maxAgeSeconds, freshSeconds);
  if (!zonePurgeConfigured(env)) await notePageTags(env, variant.path, page.tags);
}
