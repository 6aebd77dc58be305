import type { JobPosting } from '@rdj/shared';
import type { Context } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { sendPostingMail } from './lifecycle';
import { receivedMail } from './mails';
import { keepWordBands, reviewColumns } from './review-flags';
import { submissionById } from '../db/submission-rows';
import { dropPendingEdits, insertSubmission } from './submission-queries';
import { limitSubmissions } from './submit-limit';
import { postingIdOfToken } from './tokens';

/**
 * The live posting an edit's token (the manage link's) names: approved, open and not itself an edit. A closed or
 * ended posting takes no edits (renew it first); any other token is refused and nothing is stored.
 */
async function editedPosting(env: Env, token: string): Promise<string> {
  const id = await postingIdOfToken(env, 'manage', token);
  const live = id === null ? null : await submissionById(dbOf(env.DB), id);
  const open = live?.status === 'approved' && live.editOf === null && live.closedAt === null && (live.expiresAt ?? '') > new Date().toISOString();
  if (!open) throw new ApiError(400, 'invalid_edit_link', 'This edit link is no longer valid: the posting has ended, or the link is not one we sent.');
  return live.id;
}

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
  // docs/postings.md#lifecycle: an edit waits for review beside the live posting; a newer edit replaces it.
  const editOf = posting.editToken ? await editedPosting(c.env, posting.editToken) : null;
  const { wordBands, ...columns } = await reviewColumns(db, posting, editOf);
  if (editOf) await dropPendingEdits(db, editOf);
  const stored = await insertSubmission(db, posting, { ...columns, editOf });
  await keepWordBands(db, stored.id, wordBands);
  c.executionCtx.waitUntil(sendPostingMail(c.env, () => receivedMail(c.env, stored, editOf ?? stored.id), `posting-received:${stored.id}`));
}
