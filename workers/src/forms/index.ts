import {
  categories,
  categoryPickerPath,
  emptyPosting,
  fieldErrors,
  jobPostingInput,
  jobReportInput,
  jobReportSent,
  newsletterCloseBackField,
  newsletterClosedCookieText,
  newsletterClosePath,
  newsletterInput,
  reportJobHref,
  reportJobPath,
  returnPath,
  subscribedPath,
  subscribePath,
  turnstileTokenField,
} from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { serveFormPage } from '../html/pages';
import { csrfGuard } from '../http/csrf';
import { signUp } from '../alerts/signup';
import { clientOf } from '../http/client';
import { ApiError } from '../http/errors';
import { newsletterAlert } from '../newsletter';
import { acceptPosting } from '../postings/submit';
import { jobKeyOf } from '../job-index/listed-job';
import { postingKey } from '../job-index/rows';
import { acceptReport } from '../reports/submit';
import { formBody, pick } from '../http/form-body';

/**
 * The public forms as a browser posts them without JavaScript (docs/pages.md, forms): the same schemas and the same
 * origin rule as the JSON API. Success moves on with 303 (so a reload never posts again, and nothing personal goes
 * into a URL); a refusal renders the form's page again with what was typed and a message per field, status 400.
 */
const postingFields = Object.keys(emptyPosting) as (keyof typeof emptyPosting)[];

/** What was typed, to show again: every field but the bot trap. */
function typed(fields: Record<string, string | undefined>): Record<string, string> {
  const { botField: _trap, ...rest } = fields;
  return Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

// A filled bot field gets the same answer as a person, and nothing is stored.
export const forms = new Hono<{ Bindings: Env }>()
  // The home page's category picker: its page, or home again for a value the picker does not offer.
  .get(categoryPickerPath, (c) => {
    const slug = c.req.query('category');
    const category = categories.find((candidate) => candidate.slug === slug);
    return c.redirect(category?.path ?? '/', 303);
  })
  // The newsletter bar's ×: remembered in a cookie, then back to the page, which the edge renders without the bar.
  .post(newsletterClosePath, csrfGuard, async (c) => {
    const back = returnPath(pick(await formBody(c), [newsletterCloseBackField])[newsletterCloseBackField]);
    c.header('Set-Cookie', newsletterClosedCookieText(c.req.url));
    c.header('Cache-Control', 'no-store');
    return c.redirect(back, 303);
  })
  .post(subscribePath, csrfGuard, async (c) => {
    const fields = pick(await formBody(c), ['email', 'botField']);
    const result = newsletterInput.safeParse(fields);
    if (!result.success) return serveFormPage(c, subscribePath, { values: typed(fields), errors: fieldErrors(result.error.issues) });
    try {
      await signUp(c.env, clientOf(c.req.header('CF-Connecting-IP')), newsletterAlert(result.data));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return serveFormPage(c, subscribePath, { values: typed(fields), errors: { form: err.message } }, err.status, err.retryAfter);
    }
    return c.redirect(subscribedPath, 303);
  })
  .post('/post-job', csrfGuard, async (c) => {
    const fields = pick(await formBody(c), postingFields);
    const result = jobPostingInput.safeParse(fields);
    if (!result.success) return serveFormPage(c, '/post-job', { values: typed(fields), errors: fieldErrors(result.error.issues) });
    try {
      await acceptPosting(c, result.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return serveFormPage(c, '/post-job', { values: typed(fields), errors: { form: err.message } }, err.status, err.retryAfter);
    }
    return c.redirect('/thank-you', 303);
  })
  // A job page's report form, and a provider job's report page (docs/pages.md#reporting-a-job): back to the page,
  // which thanks the visitor.
  .post('/jobs/:id/report', csrfGuard, (c) => reportByForm(c, postingKey(c.req.param('id') ?? ''), `/jobs/${encodeURIComponent(c.req.param('id') ?? '')}`))
  .post(reportJobPath, csrfGuard, (c) => {
    const id = c.req.query('job') ?? '';
    return reportByForm(c, jobKeyOf(id), reportJobHref(id));
  });

/** A report form's post about `jobKey`, whose page is `page`: refused, that page again; sent, 303 to it, thanked. */
async function reportByForm(c: Context<{ Bindings: Env }>, jobKey: string, page: string): Promise<Response> {
  const fields = pick(await formBody(c), ['reason', 'details', turnstileTokenField]);
  const result = jobReportInput.safeParse(fields);
  const { [turnstileTokenField]: _token, ...values } = typed(fields);
  if (!result.success) return serveFormPage(c, page, { values, errors: fieldErrors(result.error.issues) });
  try {
    await acceptReport(c.env, c.req.header('CF-Connecting-IP'), jobKey, result.data);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return serveFormPage(c, page, { values, errors: { form: err.message } }, err.status, err.retryAfter);
  }
  const sent = new URL(page, c.req.url);
  sent.searchParams.set(jobReportSent.param, jobReportSent.value);
  return c.redirect(sent.pathname + sent.search, 303);
}
