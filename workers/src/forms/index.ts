import { fieldErrors, newsletterInput, subscribedPath, subscribePath } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { serveFormPage } from '../html/pages';
import { csrfGuard } from '../http/csrf';
import { subscribe } from '../newsletter/queries';
import { formBody, pick } from './form-body';

/**
 * The public forms as a browser posts them without JavaScript (docs/pages.md, forms): the same schemas and the same
 * origin rule as the JSON API. Success moves on with 303 (so a reload never posts again, and nothing personal goes
 * into a URL); a refusal renders the form's page again with what was typed and a message per field, status 400.
 */
export const forms = new Hono<{ Bindings: Env }>().post(subscribePath, csrfGuard, async (c) => {
  const fields = pick(await formBody(c), ['email', 'botField']);
  const result = newsletterInput.safeParse(fields);
  if (!result.success) {
    return serveFormPage(c, subscribePath, { values: { email: fields.email ?? '' }, errors: fieldErrors(result.error.issues) });
  }
  // A filled bot field gets the same answer as a person, and nothing is stored.
  if (!result.data.botField) await subscribe(dbOf(c.env.DB), result.data.email);
  return c.redirect(subscribedPath, 303);
});
