import { newsletterInput } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { jsonBody } from '../http/validate';
import { subscribe } from './queries';

/** `POST /api/newsletter`: a filled bot field gets the same answer as a person, and nothing is stored. */
export const newsletter = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const { email, botField } = await jsonBody(c, newsletterInput);
  if (!botField) await subscribe(dbOf(c.env.DB), email);
  return c.json({ ok: true as const });
});
