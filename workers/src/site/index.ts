import { defaultRobotsTxt } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { generatedSitemap } from './sitemap';
import { storedSitemapFile } from './sitemap-store';

/** KV key of the robots.txt text an administrator saves in the SEO manager. */
export const robotsKey = 'robots_txt';

/** Admins expect a saved change to show at once, so crawlers revalidate instead of caching. */
const revalidate = 'no-cache';
const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': revalidate };

/** The robots.txt text served: the one an administrator saved (empty counts as none), else the default. */
export async function servedRobots(env: Env): Promise<{ text: string; isDefault: boolean }> {
  const stored = await env.KV.get(robotsKey);
  return stored ? { text: stored, isDefault: false } : { text: defaultRobotsTxt(publicOrigin(env)), isDefault: true };
}

/**
 * `/robots.txt` and `/sitemap.xml`, outside the layout. The sitemap is the file an administrator generated or
 * uploaded (see `sitemap-store.ts`), else built on the request; past 50,000 URLs a generated sitemap is an index
 * whose children are served under `/sitemaps/`.
 */
export const site = new Hono<{ Bindings: Env }>()
  .get('/robots.txt', async (c) => {
    const { text } = await servedRobots(c.env);
    return c.body(text, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
  })
  .get('/sitemap.xml', async (c) => {
    const stored = await storedSitemapFile(c.env, '/sitemap.xml');
    if (stored) return new Response(stored.body, { headers: xml });
    return c.body(await generatedSitemap(dbOf(c.env.DB), publicOrigin(c.env)), 200, xml);
  })
  .get('/sitemaps/:file{sitemap-[1-9][0-9]*\\.xml}', async (c) => {
    const path = `/sitemaps/${c.req.param('file')}`;
    const stored = await storedSitemapFile(c.env, path);
    if (!stored) throw new ApiError(404, 'not_found', `No sitemap at ${path}`);
    return new Response(stored.body, { headers: xml });
  });
