import { alertFieldsOf, alertInput, alertPaths, alertUpdateInput, fieldErrors, type FormState } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { isUniqueViolation } from '../db/errors';
import { formParams } from '../http/form-body';
import { serveFormPage } from '../html/pages';
import { clientOf } from '../http/client';
import { csrfGuard } from '../http/csrf';
import { ApiError } from '../http/errors';
import { enqueue } from '../alerts/messages';
import { invalidLinkState, alertPageState, typedAlertFields } from '../alerts/page-values';
import { alertById, confirmAlert, deleteAlert, updateAlert } from '../alerts/queries';
import { signUp } from '../alerts/signup';
import { alertIdOf, type TokenPurpose } from '../alerts/tokens';

type AppContext = Context<{ Bindings: Env }>;

const signupFields = ['email', 'frequency', 'category', 'q', 'employment', 'experience', 'pay', 'botField'];
const updateFields = ['frequency', 'category', 'q', 'employment', 'experience', 'pay'];

/** Only the fields a form has: anything else a client adds is left out, as the browser's form would. */
function only(form: URLSearchParams, names: string[]): URLSearchParams {
  return new URLSearchParams([...form].filter(([name]) => names.includes(name)));
}

/** The page at `path` for the alert a `purpose` token names, or the invalid-link page (404). */
async function tokenPage(c: AppContext, path: string, purpose: TokenPurpose, token: string | undefined, saved = false): Promise<Response> {
  const id = await alertIdOf(c.env, purpose, token);
  const alert = id === null ? null : await alertById(c.env, id);
  if (!alert) return serveFormPage(c, path, invalidLinkState, 404);
  return serveFormPage(c, path, alertPageState(alert, token!, saved), 200);
}

/** A sign-up or save the edge refused for a reason of its own (503, 429): the form again, with the message. */
function refused(c: AppContext, path: string, values: Record<string, string>, err: unknown): Promise<Response> {
  if (!(err instanceof ApiError)) throw err;
  const state: FormState = { values, errors: { form: err.message } };
  return serveFormPage(c, path, state, err.status, err.retryAfter);
}

/**
 * The alerts' pages and forms without JavaScript (docs/alerts.md#pages). Pages reached from a mail do nothing when
 * opened: mail scanners open every link, so confirming and unsubscribing take a POST, from the page's button (or, for
 * unsubscribing, the mail client's RFC 8058 one-click POST).
 */
export const alertPages = new Hono<{ Bindings: Env }>()
  .post(alertPaths.signup, csrfGuard, async (c) => {
    const form = only(await formParams(c), signupFields);
    const values = typedAlertFields(form);
    const result = alertInput.safeParse(alertFieldsOf(form));
    if (!result.success) return serveFormPage(c, alertPaths.new, { values, errors: fieldErrors(result.error.issues) });
    try {
      await signUp(c.env, clientOf(c.req.header('CF-Connecting-IP')), result.data);
    } catch (err) {
      return refused(c, alertPaths.new, values, err);
    }
    return c.redirect(alertPaths.sent, 303);
  })
  // The address a refused sign-up was shown at (its form posts to it): opened again, it is the form's own page.
  .get(alertPaths.signup, (c) => c.redirect(`${alertPaths.new}${new URL(c.req.url).search}`, 302))
  // The sign-up form on its own page, filled from its address (a category page's search, or nothing).
  .get(alertPaths.new, (c) => serveFormPage(c, alertPaths.new, { values: typedAlertFields(new URL(c.req.url).searchParams), errors: {} }, 200))
  .get(alertPaths.confirm, (c) => tokenPage(c, alertPaths.confirm, 'confirm', c.req.query('token')))
  .post(alertPaths.confirm, csrfGuard, async (c) => {
    const token = (await formParams(c)).get('token') ?? undefined;
    const id = await alertIdOf(c.env, 'confirm', token);
    if (id === null || !(await confirmAlert(c.env, id))) return serveFormPage(c, alertPaths.confirm, invalidLinkState, 404);
    return c.redirect(alertPaths.confirmed, 303);
  })
  .get(alertPaths.manage, (c) => tokenPage(c, alertPaths.manage, 'manage', c.req.query('token'), c.req.query('saved') === '1'))
  .post(alertPaths.manage, csrfGuard, async (c) => {
    const form = await formParams(c);
    const token = form.get('token') ?? undefined;
    const id = await alertIdOf(c.env, 'manage', token);
    const alert = id === null ? null : await alertById(c.env, id);
    if (!alert) return serveFormPage(c, alertPaths.manage, invalidLinkState, 404);
    const fields = only(form, updateFields);
    const page = alertPageState(alert, token!);
    const result = alertUpdateInput.safeParse(alertFieldsOf(fields));
    if (!result.success) return serveFormPage(c, alertPaths.manage, { values: { ...page.values, ...typedAlertFields(fields) }, errors: fieldErrors(result.error.issues) });
    const { frequency, ...search } = result.data;
    try {
      await updateAlert(c.env, alert.id, frequency, search);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const errors = { form: 'You already have an alert for this search: change the search, or unsubscribe from this one.' };
      return serveFormPage(c, alertPaths.manage, { values: { ...page.values, ...typedAlertFields(fields) }, errors }, 409);
    }
    // Jobs left waiting while it was paused go out now for an instant alert (a digest takes them at its hour).
    if (frequency === 'instant') await enqueue(c.env, [{ kind: 'send', alertId: alert.id }]);
    return c.redirect(`${alertPaths.manage}?${new URLSearchParams({ token: token!, saved: '1' })}`, 303);
  })
  .get(alertPaths.unsubscribe, (c) => tokenPage(c, alertPaths.unsubscribe, 'unsubscribe', c.req.query('token')))
  // RFC 8058: the token is in the address, so the body (List-Unsubscribe=One-Click, form-encoded or multipart) need
  // not be read, and no Origin check applies: a mail provider's server sends it, and the token is the authority.
  // The manage page's Unsubscribe button posts its manage token: managing includes stopping.
  .post(alertPaths.unsubscribe, async (c) => {
    const token = c.req.query('token');
    const id = (await alertIdOf(c.env, 'unsubscribe', token)) ?? (await alertIdOf(c.env, 'manage', token));
    if (id === null || !(await alertById(c.env, id))) return serveFormPage(c, alertPaths.unsubscribe, invalidLinkState, 404);
    await deleteAlert(c.env, id);
    return c.redirect(alertPaths.unsubscribed, 303);
  });
