import type { JobPosting } from '@rdj/shared';
import type { Context } from 'hono';
import { dbOf } from '../db/client';
import { insertSubmission } from './queries';
import { reviewColumns } from './review-flags';
import { limitSubmissions } from './submit-limit';

/**
 * What happens to a posting the form sent, by either road (`POST /api/postings` with JSON, `POST /post-job` without
 * JavaScript), so the two never differ: the checks of docs/postings.md#review, then the posting stored as pending
 * (or as a pending edit of a live posting, docs/postings.md#lifecycle), then the employer's mail. A refusal is an
 * ApiError; the form road shows its message on the form. A filled bot field gets the same answer as a person, and
 * nothing is stored.
 */
export async function acceptPosting(c: Context<{ Bindings: Env }>, posting: JobPosting): Promise<void> {
  await limitSubmissions(c.env, c.req.header('CF-Connecting-IP'));
  if (posting.botField) return;
  const db = dbOf(c.env.DB);
  await insertSubmission(db, posting, await reviewColumns(db, posting));
}
