import { env } from 'cloudflare:workers';
import { sitemapPointerKey } from '../../src/sitemap/store';

/** Test support: forgets the generated or uploaded sitemap (its pointer and every stored file), so it is built live again. */
export async function clearStoredSitemap(): Promise<void> {
  await env.KV.delete(sitemapPointerKey);
  const { objects } = await env.SITEMAPS.list({ prefix: 'sitemaps/' });
  if (objects.length) await env.SITEMAPS.delete(objects.map((o) => o.key));
}

/** The stored sitemap's state: its pointer and its files' keys, to check that a refused request changed nothing. */
export async function storedSitemapState(): Promise<unknown> {
  const { objects } = await env.SITEMAPS.list({ prefix: 'sitemaps/' });
  return { pointer: await env.KV.get(sitemapPointerKey), keys: objects.map((o) => o.key).sort() };
}
