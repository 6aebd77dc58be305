import { jobPostingInput, postingIdParams, type BoardPosting } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith, queryOf } from '../http/validate';
import { linkChecked } from '../job-index/link-checked';
import { applyHref } from '../redirect/apply-href';
import { managedPosting, manageQuery } from './manage';
import { postingPageView } from './open-queries';
import { acceptPosting } from './submit';

/**
 * `/api/postings`: employers submit postings; the public reads approved ones, open or ended; the employer's pages
 * read the posting their link's token names. A filled bot field gets the same 201 as a person, and nothing is stored.
 */
export const postings = new Hono<{ Bindings: Env }>()
  .post('/', async (c) => {
    const posting = await jsonBody(c, jobPostingInput);
    await acceptPosting(c, posting);
    return c.json({ ok: true as const }, 201);
  })
  // docs/postings.md#lifecycle: a forged, cut or other purpose's token and an unknown posting answer alike.
  .get('/manage', async (c) => {
    const { purpose, token } = queryOf(c, manageQuery);
    const answer = await managedPosting(c.env, purpose, token);
    if (!answer) throw new ApiError(404, 'invalid_link', 'This link is no longer valid');
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  })
  .get('/:id', async (c) => {
    const { id } = parseWith(postingIdParams, c.req.param());
    // Pending, rejected and unknown postings answer alike, so nothing about a review leaks. An ended posting is
    // answered with `open: false` and no View Job path: its page stays (docs/postings.md#lifecycle).
    const posting = await postingPageView(dbOf(c.env.DB), id);
    if (!posting) throw new ApiError(404, 'not_found', 'No such job posting');
    const answer: BoardPosting = {
      ...posting,
      applyHref: posting.open ? await applyHref(c.env, posting.applicationUrl) : '',
      ...(await linkChecked(c.env, `posting:${id}`)),
    };
    return c.json(answer);
  });
