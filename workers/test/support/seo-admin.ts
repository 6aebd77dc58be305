import { env } from 'cloudflare:workers';
import { adminCaller } from './auth';
import { robotsKey } from '../../src/robots/store';
import { storedSitemapState } from './sitemap';

/** Test support for the SEO tools: requests go over HTTP as an admin; D1, KV and R2 are read to see what they left. */

/** A request to `path` (from `/api`) as the signed-in admin; an object body is sent as JSON. */
export const asAdmin = adminCaller('seo-admin');

/** Everything the SEO tools can change: both tables, robots.txt and the stored sitemap. */
export async function seoState(): Promise<unknown> {
  const rows = (table: string) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all().then((r) => r.results);
  return {
    settings: await rows('seo_settings'),
    pageSeo: await rows('page_seo'),
    robots: await env.KV.get(robotsKey),
    sitemap: await storedSitemapState(),
  };
}

/** A complete card for `path`. */
export function card(path: string, overrides: Record<string, unknown> = {}) {
  return { path, title: 'A title', description: 'A description', keywords: 'remote, design', canonical: '', noindex: false, ...overrides };
}
