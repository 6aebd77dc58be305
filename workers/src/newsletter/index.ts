import { newsletterInput, type AlertInput, type NewsletterInput } from '@rdj/shared';
import { Hono } from 'hono';
import { signUp } from '../alerts/signup';
import { clientOf } from '../http/client';
import { jsonBody } from '../http/validate';

/** The newsletter bar's sign-up as an alert (docs/alerts.md#the-rules): every new remote design job, weekly. */
export function newsletterAlert({ email, botField }: NewsletterInput): AlertInput {
  return { email, botField, frequency: 'weekly', category: '', q: '', employment: [], experience: [], pay: false };
}

/** `POST /api/newsletter`: a weekly alert for all jobs, confirmed by mail; the same answer for any address. */
export const newsletter = new Hono<{ Bindings: Env }>().post('/', async (c) => {
  const input = await jsonBody(c, newsletterInput);
  await signUp(c.env, clientOf(c.req.header('CF-Connecting-IP')), newsletterAlert(input));
  return c.json({ ok: true as const });
});
