import { alertInput } from '@rdj/shared';
import { Hono } from 'hono';
import { clientOf } from '../http/client';
import { jsonBody } from '../http/validate';
import { signUp } from './signup';

/** `POST /api/alerts`: a sign-up from a hydrated form; the same `{ ok: true }` for any address (alerts/signup.ts). */
export const alerts = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  await signUp(c.env, clientOf(c.req.header('CF-Connecting-IP')), await jsonBody(c, alertInput));
  return c.json({ ok: true as const });
});
