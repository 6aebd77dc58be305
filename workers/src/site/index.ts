import { defaultRobotsTxt } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { publicOrigin } from '../http/origin';
import { generatedSitemap } from './sitemap';

/** KV keys of the texts an administrator saves in the SEO manager. */
export const robotsKey = 'robots_txt';
export const sitemapKey = 'sitemap_xml';

/** Admins expect a saved change to show at once, so crawlers revalidate instead of caching. */
const revalidate = 'no-cache';

/**
 * `/robots.txt` and `/sitemap.xml`, outside the layout: the text an administrator saved (empty counts as none),
 * else the generated default.
 */
export const site = new Hono<{ Bindings: Env }>()
  .get('/robots.txt', async (c) => {
    const text = (await c.env.KV.get(robotsKey)) || defaultRobotsTxt(publicOrigin(c.env));
    return c.body(text, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
  })
  .get('/sitemap.xml', async (c) => {
    const xml = (await c.env.KV.get(sitemapKey)) || (await generatedSitemap(dbOf(c.env.DB), publicOrigin(c.env)));
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': revalidate });
  });
