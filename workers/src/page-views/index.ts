import { pagePath, pageViewInput } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { jsonBody } from '../http/validate';
import { isCountedPage } from './counted';
import { countView, utcDay } from './queries';

/** `POST /api/page-views`: the shell reports every route change; the answer is 204 whether or not it counted. */
export const pageViews = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const path = pagePath((await jsonBody(c, pageViewInput)).path);
  const db = dbOf(c.env.DB);
  if (await isCountedPage(db, path)) await countView(db, path, utcDay(new Date()));
  return c.body(null, 204);
});
