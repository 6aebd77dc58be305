import {
  editFormValues,
  type ManagePostingAnswer,
  type PostingLinkPurpose,
} from '@rdj/shared';
import { z } from 'zod';
import { dbOf } from '../db/client';
import { reminderDays } from './lifecycle';
import { daysAfter } from './lifecycle-queries';
import { rowById, toSubmission } from '../db/submission-rows';
import { confirmDays } from './still-hiring-queries';
import { pendingEditOf } from './submission-queries';
import { postingIdOfToken } from './tokens';

/** `GET /api/postings/manage`'s query: which page asks, and its token (any text: a bad one is a dead link, 404). */
export const manageQuery = z.object({
  purpose: z.enum(['manage', 'renew', 'close', 'hiring'], { message: 'purpose must be manage, renew, close or hiring' }),
  token: z.string().max(200, { message: 'token must be at most 200 characters' }).default(''),
});

/**
 * What the page of `purpose` shows for the posting its token names (docs/postings.md#lifecycle), or null for a token
 * that names none: forged, cut, made for another purpose, or of an edit (whose links name the live posting).
 */
export async function managedPosting(env: Env, purpose: PostingLinkPurpose, token: string, now = new Date()): Promise<ManagePostingAnswer | null> {
  const id = await postingIdOfToken(env, purpose, token);
  const db = dbOf(env.DB);
  const row = id === null ? null : await rowById(db, id);
  if (!row || row.editOf !== null) return null;
  const posting = toSubmission(row);
  const edit = await pendingEditOf(db, posting.id);
  const live = posting.status === 'approved' && posting.closedAt === null && posting.expiresAt !== null;
  // docs/postings.md#still-hiring: a posting closed for want of an answer comes back with a renewal.
  const unconfirmed = posting.status === 'approved' && posting.closedBy === 'unconfirmed';
  return {
    purpose,
    token,
    posting: {
      id: posting.id,
      title: posting.title,
      company: posting.company,
      status: posting.status,
      open: live && posting.expiresAt! > now.toISOString(),
      createdAt: posting.createdAt,
      reviewedAt: posting.reviewedAt,
      expiresAt: posting.expiresAt,
      closedAt: posting.closedAt,
      closedBy: posting.closedBy,
      runDays: posting.runDays,
      editPending: edit !== null,
      renewable: unconfirmed || (live && posting.expiresAt! <= daysAfter(now, reminderDays)),
      hiringConfirmedAt: row.hiringConfirmedAt,
      confirmBy: row.hiringAskedAt === null ? null : daysAfter(new Date(row.hiringAskedAt), confirmDays),
    },
    form: purpose === 'manage' ? editFormValues(edit ?? posting) : null,
  };
}
