import { publicOrigin } from '../http/origin';

/**
 * Page HTML that does not depend on the visitor, cached at the edge per path (Cache API), in two copies: with the
 * newsletter bar and without it, for visitors who closed it (docs/pages.md#layout). An entry also records the shell
 * and remote release it was rendered with; a page whose shell or remote has shipped since is rendered again. Each
 * entry carries the cache tags of what it shows (`Cache-Tag`): whatever changes what a page shows purges its tags
 * (purge/purge.ts, docs/caching.md).
 */
export interface CachedPage {
  html: string;
  status: number;
  shell: string;
  release: string;
  tags: string[];
}

/**
 * How a cacheable page was answered, in this response header: `hit` (fresh from the cache), `stale` (from the cache
 * while it is rendered again) or `miss` (rendered now). Absent on a page that is never cached.
 */
export const pageCacheHeader = 'X-Page-Cache';

/** A page as the cache holds it: what was kept, and until when it is fresh (ms); past that it is stale but served. */
type HeldPage = CachedPage & { freshUntil: number };

/** Which copy of a page: its path, and whether it leaves out the newsletter bar. */
export interface PageVariant {
  path: string;
  newsletterClosed: boolean;
}

function variantId({ path, newsletterClosed }: PageVariant): string {
  return newsletterClosed ? `${path}\nnewsletter-closed` : path;
}

function cacheKey(env: Env, variant: PageVariant): Request {
  const bar = variant.newsletterClosed ? '&newsletter=closed' : '';
  return new Request(`${publicOrigin(env)}/__page-cache?path=${encodeURIComponent(variant.path)}${bar}`);
}

/**
 * In front of the Cache API, this isolate keeps the pages it served in the last few seconds: a busy page is then
 * answered from memory. An isolate that did not see a change (a posting reviewed elsewhere) may serve the page it
 * holds for those few seconds more. Never past the entry's own end (`X-Expires`): a page cached until a posting
 * expires is not served after that from memory either (docs/postings.md#lifecycle).
 */
const memoryMs = 5_000;
const memoryMax = 200;
const memory = new Map<string, HeldPage & { until: number }>();

function remember(variant: PageVariant, page: HeldPage, expires: number): void {
  if (memory.size >= memoryMax) memory.delete(memory.keys().next().value as string);
  memory.set(variantId(variant), { ...page, until: Math.min(Date.now() + memoryMs, expires) });
}

export async function cachedPage(env: Env, variant: PageVariant): Promise<HeldPage | null> {
  const held = memory.get(variantId(variant));
  if (held && Date.now() <= held.until) return held;
  const res = await caches.default.match(cacheKey(env, variant));
  if (!res) return null;
  const tags = (res.headers.get('Cache-Tag') ?? '').split(',').filter(Boolean);
  const freshUntil = Number(res.headers.get('X-Fresh-Until')) || Infinity;
  const meta = { status: res.status, shell: res.headers.get('X-Shell') ?? '', release: res.headers.get('X-Release') ?? '', tags, freshUntil };
  const page = { html: await res.text(), ...meta };
  remember(variant, page, Number(res.headers.get('X-Expires')) || Date.now() + memoryMs);
  return page;
}

/**
 * Keeps `page` for `maxAgeSeconds`, fresh for the first `freshSeconds` of them; 0 (PAGE_CACHE_TTL_SECONDS=0) keeps
 * nothing, not even in memory.
 */
export async function cachePage(env: Env, variant: PageVariant, page: CachedPage, maxAgeSeconds: number, freshSeconds = maxAgeSeconds): Promise<void> {
  if (maxAgeSeconds <= 0) return;
  const expires = Date.now() + maxAgeSeconds * 1000;
  const freshUntil = Date.now() + freshSeconds * 1000;
  remember(variant, { ...page, freshUntil }, expires);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    'X-Shell': page.shell,
    'X-Release': page.release,
    'X-Expires': String(expires),
    'X-Fresh-Until': String(freshUntil),
    'Cache-Tag': page.tags.join(','),
  };
  return caches.default.put(cacheKey(env, variant), new Response(page.html, { status: page.status, headers }));
}

/** Drops from this isolate's memory every page carrying one of `tags`: what a purge does here at once. */
export function forgetRemembered(tags: readonly string[]): void {
  for (const [id, page] of memory) if (page.tags.some((tag) => tags.includes(tag))) memory.delete(id);
}

/** Forgets the cached HTML of `paths`, both copies, at this location: their next request renders them again. */
export async function forgetPages(env: Env, paths: readonly string[]): Promise<void> {
  const variants = paths.flatMap((path) => [false, true].map((newsletterClosed) => ({ path, newsletterClosed })));
  for (const variant of variants) memory.delete(variantId(variant));
  await Promise.all(variants.map((variant) => caches.default.delete(cacheKey(env, variant))));
}
