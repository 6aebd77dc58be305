import { publicOrigin } from '../http/origin';

/**
 * Page HTML that does not depend on the visitor, cached at the edge per path (Cache API). An entry also records
 * the shell and remote release it was rendered with; a page whose shell or remote has shipped since is rendered
 * again. Whatever changes what a page shows (a posting reviewed, an SEO save) deletes its entry.
 */
export interface CachedPage {
  html: string;
  status: number;
  shell: string;
  release: string;
}

function cacheKey(env: Env, path: string): Request {
  return new Request(`${publicOrigin(env)}/__page-cache?path=${encodeURIComponent(path)}`);
}

/**
 * In front of the Cache API, this isolate keeps the pages it served in the last few seconds: a busy page is then
 * answered from memory. An isolate that did not see a change (a posting reviewed elsewhere) may serve the page it
 * holds for those few seconds more. Never past the entry's own end (`X-Expires`): a page cached until a posting
 * expires is not served after that from memory either (docs/postings.md#lifecycle).
 */
const memoryMs = 5_000;
const memoryMax = 200;
const memory = new Map<string, CachedPage & { until: number }>();

function remember(path: string, page: CachedPage, expires: number): void {
  if (memory.size >= memoryMax) memory.delete(memory.keys().next().value as string);
  memory.set(path, { ...page, until: Math.min(Date.now() + memoryMs, expires) });
}

export async function cachedPage(env: Env, path: string): Promise<CachedPage | null> {
  const held = memory.get(path);
  if (held && Date.now() <= held.until) return held;
  const res = await caches.default.match(cacheKey(env, path));
  if (!res) return null;
  const meta = { status: res.status, shell: res.headers.get('X-Shell') ?? '', release: res.headers.get('X-Release') ?? '' };
  const page = { html: await res.text(), ...meta };
  remember(path, page, Number(res.headers.get('X-Expires')) || Date.now() + memoryMs);
  return page;
}

/** Keeps `page` for `maxAgeSeconds`; 0 (PAGE_CACHE_TTL_SECONDS=0) keeps nothing, not even in memory. */
export async function cachePage(env: Env, path: string, page: CachedPage, maxAgeSeconds: number): Promise<void> {
  if (maxAgeSeconds <= 0) return;
  const expires = Date.now() + maxAgeSeconds * 1000;
  remember(path, page, expires);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    'X-Shell': page.shell,
    'X-Release': page.release,
    'X-Expires': String(expires),
  };
  return caches.default.put(cacheKey(env, path), new Response(page.html, { status: page.status, headers }));
}

/** Forgets the cached HTML of `paths`: their next request renders them again. */
export async function forgetPages(env: Env, paths: readonly string[]): Promise<void> {
  for (const path of paths) memory.delete(path);
  await Promise.all(paths.map((path) => caches.default.delete(cacheKey(env, path))));
}
