import {
  blogMessages,
  maxPostContent,
  postContentUpdate,
  postIdParams,
  postInput,
  postStatusFilter,
  postUpdate,
  publishState,
  scheduleProblem,
  type PostInput,
  type PublishState,
} from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { jsonBody, maxJsonBytes, parseWith, queryOf } from '../http/validate';
import { forgetIfSeen } from '../blog/page-cache';
import {
  deletePost,
  formValues,
  insertPost,
  listPosts,
  nextUpdatedAt,
  postById,
  revisionValues,
  toAdminPost,
  updateIfCurrent,
  type PostRow,
  type Refusal,
} from './post-queries';
import { sanitizePostHtml } from './sanitize';

/** A post's JSON: its HTML at up to 4 bytes a character once UTF-8 encoded and JSON escaped, and the form's other fields. */
const maxPostBody = 4 * maxPostContent + maxJsonBytes;

const notFound = () => new ApiError(404, 'not_found', blogMessages.notFound);
const stale = () => new ApiError(409, 'conflict', blogMessages.staleSave);

function idOf(c: Context<AppEnv>): string {
  return parseWith(postIdParams, c.req.param()).id;
}

/** A schedule that is not in the future is refused (docs/validation.md#scheduling); a missing one was refused by the form's schema. */
function refuseBadSchedule(post: PostInput, now: Date): void {
  const problem = scheduleProblem(post.status, post.scheduledFor, now);
  if (problem) throw new ApiError(400, 'invalid_input', problem);
}

const stateOf = (row: PostRow): PublishState => ({ status: row.status, scheduledFor: row.scheduledFor, publishedAt: row.publishedAt });

/** The post a save starts from: it must exist and still be the version the editor opened. */
async function currentPost(c: Context<AppEnv>, id: string, expectedUpdatedAt: string): Promise<PostRow> {
  const current = await postById(dbOf(c.env.DB), id);
  if (!current) throw notFound();
  if (current.updatedAt !== expectedUpdatedAt) throw stale();
  return current;
}

function saved(result: PostRow | Refusal): PostRow {
  if (result === 'not_found') throw notFound();
  if (result === 'conflict') throw stale();
  return result;
}

/** Applies the form to post `current` (a save, or an autosave of a draft) and forgets what readers saw. */
async function applyForm(c: Context<AppEnv>, current: PostRow, update: { post: PostInput; expectedUpdatedAt: string }, now: Date) {
  const { post, expectedUpdatedAt } = update;
  const values = {
    ...formValues(post, publishState(post, stateOf(current), now)),
    draftRevision: null,
    draftSavedAt: null,
    updatedAt: nextUpdatedAt(current.updatedAt, now),
  };
  // Once out (or on its way out), a post keeps its address; a draft's follows its title.
  const slugTitle = current.status === 'draft' ? post.title : null;
  const row = saved(await updateIfCurrent(dbOf(c.env.DB), current, expectedUpdatedAt, values, slugTitle));
  await forgetIfSeen(c.env, current, row);
  return c.json({ post: toAdminPost(row) });
}

/** `/api/admin/blog/posts` (behind the admin session guard): the blog's posts, as docs/api.md#blog-administration describes. */
export const postsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { status } = queryOf(c, postStatusFilter);
    return c.json({ posts: await listPosts(dbOf(c.env.DB), status) });
  })
  .get('/:id', async (c) => {
    const row = await postById(dbOf(c.env.DB), idOf(c));
    if (!row) throw notFound();
    return c.json({ post: toAdminPost(row) });
  })
  .post('/', async (c) => {
    const post = await jsonBody(c, postInput, maxPostBody);
    const now = new Date();
    refuseBadSchedule(post, now);
    const row = await insertPost(dbOf(c.env.DB), { ...formValues(post, publishState(post, null, now)), title: post.title }, now);
    await forgetIfSeen(c.env, null, row);
    return c.json({ post: toAdminPost(row) }, 201);
  })
  .put('/:id', async (c) => {
    const id = idOf(c);
    const update = await jsonBody(c, postUpdate, maxPostBody);
    const now = new Date();
    refuseBadSchedule(update.post, now);
    return applyForm(c, await currentPost(c, id, update.expectedUpdatedAt), update, now);
  })
  .put('/:id/autosave', async (c) => {
    const id = idOf(c);
    const update = await jsonBody(c, postUpdate, maxPostBody);
    const now = new Date();
    const current = await currentPost(c, id, update.expectedUpdatedAt);
    // A draft is saved as it is, still a draft (docs/admin.md#autosave: an autosave forces draft).
    if (current.status === 'draft') {
      return applyForm(c, current, { ...update, post: { ...update.post, status: 'draft', scheduledFor: null } }, now);
    }
    // What readers see (and its version) stays until a save applies the revision.
    const values = revisionValues(update.post, now.toISOString());
    const row = saved(await updateIfCurrent(dbOf(c.env.DB), current, update.expectedUpdatedAt, values, null));
    return c.json({ post: toAdminPost(row) });
  })
  .patch('/:id/content', async (c) => {
    const id = idOf(c);
    const { title, content, expectedUpdatedAt } = await jsonBody(c, postContentUpdate, maxPostBody);
    const now = new Date();
    const current = await currentPost(c, id, expectedUpdatedAt);
    const values = { title, content: sanitizePostHtml(content), updatedAt: nextUpdatedAt(current.updatedAt, now) };
    const slugTitle = current.status === 'draft' ? title : null;
    const row = saved(await updateIfCurrent(dbOf(c.env.DB), current, expectedUpdatedAt, values, slugTitle));
    await forgetIfSeen(c.env, current, row);
    return c.json({ post: toAdminPost(row) });
  })
  .delete('/:id', async (c) => {
    const gone = await deletePost(dbOf(c.env.DB), idOf(c));
    if (!gone) throw notFound();
    await forgetIfSeen(c.env, gone, null);
    return c.body(null, 204);
  });
