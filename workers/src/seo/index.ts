import { pagePath, seoPathQuery } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { publicOrigin } from '../http/origin';
import { queryOf } from '../http/validate';
import { pageHead } from './page-tags';

/**
 * `GET /api/seo?path=/x`: the head tags of a page, the same the edge renders into its HTML.
 * An unknown path answers the not-found head (noindex), just as its HTML would.
 */
export const seo = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const { path } = queryOf(c, seoPathQuery);
  const { tags } = await pageHead(dbOf(c.env.DB), publicOrigin(c.env), pagePath(path));
  return c.json(tags);
});
