import { blogMessages, categoryInput, slugify, tagInput, termIdParams } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { dbOf } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { parseWith, readJson } from '../http/validate';
import {
  deleteCategory,
  deleteTag,
  insertCategory,
  insertTag,
  listCategories,
  listTags,
  renameTag,
  tagById,
  updateCategory,
} from './term-queries';

/**
 * The panel's form. Its refusals are the sentences of docs/validation.md#blog-categories-and-tags as they are
 * ("Category name is required"), without the field path other endpoints put first: the panels show them as the server
 * words them.
 */
async function formOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw new ApiError(400, 'invalid_input', result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

function idOf(c: Context<AppEnv>): number {
  return parseWith(termIdParams, c.req.param()).id;
}

/** A name's slug; a name of only punctuation has none, and cannot be told apart from another such name. */
function slugOf(name: string, kind: 'Category' | 'Tag'): string {
  const slug = slugify(name);
  if (!slug) throw new ApiError(400, 'invalid_input', `${kind} name must contain a letter or a digit`);
  return slug;
}

/** Runs a write that may meet the unique slug index: a duplicate becomes 409 `conflict` with `message`. */
async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', message);
    throw error;
  }
}

const categoryNotFound = () => new ApiError(404, 'not_found', 'Category not found.');
const tagNotFound = () => new ApiError(404, 'not_found', 'Tag not found.');

/** `/api/admin/blog/categories` (behind the admin session guard). */
export const categoriesAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ categories: await listCategories(dbOf(c.env.DB)) }))
  .post('/', async (c) => {
    const input = await formOf(c, categoryInput);
    const slug = slugOf(input.name, 'Category');
    const category = await unique(blogMessages.categoryExists, () => insertCategory(dbOf(c.env.DB), input, slug));
    return c.json({ category }, 201);
  })
  .put('/:id', async (c) => {
    const id = idOf(c);
    const input = await formOf(c, categoryInput);
    const slug = slugOf(input.name, 'Category');
    const category = await unique(blogMessages.categoryExists, () => updateCategory(dbOf(c.env.DB), id, input, slug));
    if (!category) throw categoryNotFound();
    return c.json({ category });
  })
  .delete('/:id', async (c) => {
    if (!(await deleteCategory(dbOf(c.env.DB), idOf(c)))) throw categoryNotFound();
    return c.body(null, 204);
  });

/** `/api/admin/blog/tags` (behind the admin session guard): a rename or delete carries through to the posts. */
export const tagsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ tags: await listTags(dbOf(c.env.DB)) }))
  .post('/', async (c) => {
    const { name } = await formOf(c, tagInput);
    const slug = slugOf(name, 'Tag');
    const tag = await unique(blogMessages.tagExists, () => insertTag(dbOf(c.env.DB), name, slug));
    return c.json({ tag }, 201);
  })
  .put('/:id', async (c) => {
    const id = idOf(c);
    const { name } = await formOf(c, tagInput);
    const slug = slugOf(name, 'Tag');
    const db = dbOf(c.env.DB);
    const current = await tagById(db, id);
    if (!current) throw tagNotFound();
    const tag = await unique(blogMessages.tagExists, () => renameTag(db, current, name, slug, new Date()));
    // Renamed or deleted by someone else since it was read: the admin reloads the panel and sees which.
    if (!tag) throw new ApiError(409, 'conflict', 'This tag was changed elsewhere. Reload to see the latest tags.');
    return c.json({ tag });
  })
  .delete('/:id', async (c) => {
    const db = dbOf(c.env.DB);
    const current = await tagById(db, idOf(c));
    if (!current || !(await deleteTag(db, current, new Date()))) throw tagNotFound();
    return c.body(null, 204);
  });
