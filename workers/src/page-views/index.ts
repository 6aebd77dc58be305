import { pagePath, pageViewInput, routeOwner } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { jsonBody } from '../http/validate';
import { countView, utcDay } from './queries';

/** Only pages of the public site are counted: unknown paths would let anyone fill the table with junk rows. */
function isCountedPath(path: string): boolean {
  const owner = routeOwner(path);
  return owner !== null && owner !== 'admin';
}

/** `POST /api/page-views`: the shell reports every route change; the answer is 204 whether or not it counted. */
export const pageViews = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const path = pagePath((await jsonBody(c, pageViewInput)).path);
  if (isCountedPath(path)) await countView(dbOf(c.env.DB), path, utcDay(new Date()));
  return c.body(null, 204);
});
