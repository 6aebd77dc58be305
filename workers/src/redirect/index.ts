import { redirectCheckQuery, type RedirectCheck } from '@rdj/shared';
import { Hono } from 'hono';
import { queryOf } from '../http/validate';
import { isRedirectSigned } from './signature';

/**
 * `GET /api/redirect?url=…&sig=…`: whether the board signed this redirect link. The redirect page asks before it
 * counts down, since only the worker holds the key. Not cached, so a changed key takes effect at once.
 */
export const redirect = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const { url, sig } = queryOf(c, redirectCheckQuery);
  const answer: RedirectCheck = { signed: await isRedirectSigned(c.env, url, sig) };
  return c.json(answer, 200, { 'Cache-Control': 'no-store' });
});
