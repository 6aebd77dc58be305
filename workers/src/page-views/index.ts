import { pagePath, pageViewInput } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { clientOf } from '../http/client';
import { jsonBody } from '../http/validate';
import { isCountedPage } from './counted';
import { countView, utcDay } from './queries';

/** Whether the client at `address` (CF-Connecting-IP, see `clientOf`) may still have a view counted now. */
export async function withinRate(env: Env, address: string | undefined): Promise<boolean> {
  return (await env.PAGE_VIEW_LIMITER.limit({ key: clientOf(address) })).success;
}

/**
 * `POST /api/page-views`: a page reports a view its own request did not count (docs/data.md#page-views), and the
 * admin's app each route change. The answer is 204 whether or not the view counted (an unknown page, a client over
 * its rate): the page ignores it, and a script learns nothing from it.
 */
export const pageViews = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const path = pagePath((await jsonBody(c, pageViewInput)).path);
  const db = dbOf(c.env.DB);
  // The rate first: a client past it costs no read of D1.
  if (!(await withinRate(c.env, c.req.header('CF-Connecting-IP')))) return c.body(null, 204);
  if (await isCountedPage(db, path)) await countView(db, path, utcDay(new Date()));
  return c.body(null, 204);
});
