import { postingLinkPaths, type PostingLinkPurpose } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { serveFormPage } from '../html/pages';
import { csrfGuard } from '../http/csrf';
import { formParams } from '../http/form-body';
import { closePosting, renewPosting } from '../postings/lifecycle';
import { confirmStillHiring } from '../postings/still-hiring';
import { postingIdOfToken } from '../postings/tokens';

type AppContext = Context<{ Bindings: Env }>;

/** The page at `path` again, for a token that names no posting: "this link is no longer valid", 404. */
function deadLink(c: AppContext, path: string): Promise<Response> {
  return serveFormPage(c, path, { values: {}, errors: {} }, 404);
}

/** The posting a posted form's token of `purpose` names, with the token; null for a dead link. */
async function posted(c: AppContext, purpose: PostingLinkPurpose): Promise<{ id: string; token: string; form: URLSearchParams } | null> {
  const form = await formParams(c);
  const token = form.get('token') ?? '';
  const id = await postingIdOfToken(c.env, purpose, token);
  return id === null ? null : { id, token, form };
}

/** Back to the page the form was on, which shows what happened (303: a reload never posts again). */
function backTo(c: AppContext, path: string, token: string, done?: 'closed' | 'renewed' | 'confirmed'): Response {
  return c.redirect(`${path}?${new URLSearchParams({ token, ...(done ? { done } : {}) })}`, 303);
}

/**
 * The employer's pages' forms (docs/postings.md#lifecycle). Opening a page changes nothing (mail scanners open every
 * link); its button POSTs here with the page's token, through the same origin rule as every form. The manage page's
 * Close and Renew post `action`; the reminder's and the still-hiring mail's pages each do their one thing.
 */
export const postingLinkPages = new Hono<{ Bindings: Env }>()
  .post(postingLinkPaths.manage, csrfGuard, async (c) => {
    const found = await posted(c, 'manage');
    if (!found) return deadLink(c, postingLinkPaths.manage);
    const action = found.form.get('action');
    if (action === 'close') await closePosting(c.env, found.id, 'employer');
    else if (action === 'renew') await renewPosting(c.env, found.id);
    // Any other action (not one the page sends) changes nothing: back to the page as it is.
    else return backTo(c, postingLinkPaths.manage, found.token);
    return backTo(c, postingLinkPaths.manage, found.token, action === 'close' ? 'closed' : 'renewed');
  })
  .post(postingLinkPaths.close, csrfGuard, async (c) => {
    const found = await posted(c, 'close');
    if (!found) return deadLink(c, postingLinkPaths.close);
    await closePosting(c.env, found.id, 'employer');
    return backTo(c, postingLinkPaths.close, found.token, 'closed');
  })
  .post(postingLinkPaths.renew, csrfGuard, async (c) => {
    const found = await posted(c, 'renew');
    if (!found) return deadLink(c, postingLinkPaths.renew);
    await renewPosting(c.env, found.id);
    return backTo(c, postingLinkPaths.renew, found.token, 'renewed');
  })
  // docs/postings.md#still-hiring: the still-hiring page's "Yes, still hiring".
  .post(postingLinkPaths.hiring, csrfGuard, async (c) => {
    const found = await posted(c, 'hiring');
    if (!found) return deadLink(c, postingLinkPaths.hiring);
    await confirmStillHiring(c.env, found.id);
    return backTo(c, postingLinkPaths.hiring, found.token, 'confirmed');
  });
