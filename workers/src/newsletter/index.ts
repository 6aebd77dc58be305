import { newsletterInput } from '@rdj/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { dbOf } from '../db/client';
import { jsonBody } from '../http/validate';
import { subscribe } from './queries';

/** The shared contract with the address normalised first, so `A@x.io ` and `a@x.io` are one subscriber. */
const subscription = newsletterInput.extend({
  email: z.string().trim().toLowerCase().pipe(newsletterInput.shape.email),
});

/** `POST /api/newsletter`: a filled bot field gets the same answer as a person, and nothing is stored. */
export const newsletter = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const { email, botField } = await jsonBody(c, subscription);
  if (!botField) await subscribe(dbOf(c.env.DB), email);
  return c.json({ ok: true as const });
});
