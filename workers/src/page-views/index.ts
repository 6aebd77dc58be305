import { pagePath, pageViewInput } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import { clientOf } from '../http/client';
import { jsonBody } from '../http/validate';
import { isCountedPage } from './counted';
import { countView, utcDay } from './queries';

/** Whether this client (see `clientOf`) may still report a view now. */
async function withinRateLimit(c: Context<{ Bindings: Env }>): Promise<boolean> {
  const client = clientOf(c.req.header('CF-Connecting-IP'));
  return (await c.env.PAGE_VIEW_LIMITER.limit({ key: client })).success;
}

/**
 * `POST /api/page-views`: the shell reports every route change. The answer is 204 whether or not the view counted
 * (an unknown page, a client over its rate): the shell ignores it, and a script learns nothing from it.
 */
export const pageViews = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const path = pagePath((await jsonBody(c, pageViewInput)).path);
  const db = dbOf(c.env.DB);
  if ((await withinRateLimit(c)) && (await isCountedPage(db, path))) await countView(db, path, utcDay(new Date()));
  return c.body(null, 204);
});
