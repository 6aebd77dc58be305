import { jobPostingInput, postingIdParams, type BoardPosting } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith } from '../http/validate';
import { applyHref } from '../redirect/apply-href';
import { publicPosting } from './queries';
import { acceptPosting } from './submit';

/**
 * `/api/postings`: employers submit postings; the public reads approved ones. A filled bot field gets the same 201 as
 * a person, and nothing is stored.
 */
export const postings = new Hono<{ Bindings: Env }>()
  .post('/', async (c) => {
    const posting = await jsonBody(c, jobPostingInput);
    await acceptPosting(c, posting);
    return c.json({ ok: true as const }, 201);
  })
  .get('/:id', async (c) => {
    const { id } = parseWith(postingIdParams, c.req.param());
    // Pending, rejected, expired and unknown postings answer alike, so nothing about a review leaks.
    const posting = await publicPosting(dbOf(c.env.DB), id);
    if (!posting) throw new ApiError(404, 'not_found', 'No such job posting');
    const answer: BoardPosting = { ...posting, applyHref: await applyHref(c.env, posting.applicationUrl) };
    return c.json(answer);
  });
