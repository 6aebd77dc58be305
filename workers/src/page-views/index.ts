import { pagePath, pageViewInput } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { clientOf } from '../http/client';
import { jsonBody } from '../http/validate';
import { isCountedPage } from './counted';
import { countView, utcDay } from './queries';

/** Counts a view of `path` by the client at `address` (CF-Connecting-IP) when it is within its rate. */
export async function countWithinRate(env: Env, address: string | undefined, path: string): Promise<void> {
  if (!(await env.PAGE_VIEW_LIMITER.limit({ key: clientOf(address) })).success) return;
  await countView(dbOf(env.DB), path, utcDay(new Date()));
}

/**
 * `POST /api/page-views`: a page reports a view its own request did not count (docs/data.md#page-views), and the
 * admin's app each route change. The answer is 204 whether or not the view counted (an unknown page, a client over
 * its rate): the page ignores it, and a script learns nothing from it.
 */
export const pageViews = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const path = pagePath((await jsonBody(c, pageViewInput)).path);
  if (await isCountedPage(dbOf(c.env.DB), path)) await countWithinRate(c.env, c.req.header('CF-Connecting-IP'), path);
  return c.body(null, 204);
});
