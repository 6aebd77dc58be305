import {
  postInput,
  type AdminPost,
  type AdminPostRow,
  type PostInput,
  type PostStatusFilter,
  type PublishState,
} from '@rdj/shared';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { blogPosts } from '../db/tables/blog';
import { sanitizePostHtml } from './sanitize';
import { baseSlug, freeSlug } from './unique-slug';

export type PostRow = typeof blogPosts.$inferSelect;
type PostValues = Partial<typeof blogPosts.$inferInsert>;

/** Optional text is stored as NULL when empty, as the public blog reads it; the admin pages read ''. */
const orNull = (value: string) => value || null;

function revisionOf(row: PostRow): AdminPost['draftRevision'] {
  if (!row.draftRevision || !row.draftSavedAt) return null;
  // A revision saved under an older form that no longer parses is dropped, not answered half-valid.
  const post = postInput.safeParse(JSON.parse(row.draftRevision));
  return post.success ? { post: post.data, savedAt: row.draftSavedAt } : null;
}

export function toAdminPost(row: PostRow): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    content: row.content,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt ?? '',
    category: row.category ?? '',
    metaTitle: row.metaTitle ?? '',
    metaDescription: row.metaDescription ?? '',
    keywords: row.keywords ?? '',
    canonical: row.canonicalUrl ?? '',
    readTime: row.readTime,
    tags: row.tags,
    status: row.status,
    scheduledFor: row.scheduledFor,
    publishedAt: row.publishedAt,
    addToSitemap: row.addToSitemap,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    draftRevision: revisionOf(row),
  };
}

/** The form's columns, its HTML sanitised; the status columns come from `publishState`. */
export function formValues(post: PostInput, state: PublishState): PostValues {
  return {
    title: post.title,
    excerpt: orNull(post.excerpt),
    content: sanitizePostHtml(post.content),
    featuredImageUrl: post.featuredImageUrl,
    featuredImageAlt: orNull(post.featuredImageAlt),
    category: orNull(post.category),
    metaTitle: orNull(post.metaTitle),
    metaDescription: orNull(post.metaDescription),
    keywords: orNull(post.keywords),
    canonicalUrl: orNull(post.canonical),
    readTime: post.readTime,
    tags: [...new Set(post.tags)],
    addToSitemap: post.addToSitemap,
    ...state,
  };
}

/** An autosaved form kept beside the live post, its HTML sanitised like any other write. */
export function revisionValues(post: PostInput, savedAt: string): PostValues {
  return { draftRevision: JSON.stringify({ ...post, content: sanitizePostHtml(post.content) }), draftSavedAt: savedAt };
}

/** The next `updated_at` of a row last changed at `previous`: now, and always later than before. */
export function nextUpdatedAt(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/** The admin table, newest change first. */
export async function listPosts(db: Db, status: PostStatusFilter): Promise<AdminPostRow[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      scheduledFor: blogPosts.scheduledFor,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(status === 'all' ? undefined : eq(blogPosts.status, status))
    .orderBy(desc(blogPosts.updatedAt), blogPosts.id);
  return rows.map((row) => ({ ...row, category: row.category ?? '' }));
}

export async function postById(db: Db, id: string): Promise<PostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** The first free slug for `title` (`hello`, `hello-2`…), not counting post `exceptId`. */
async function slugFor(db: Db, title: string, exceptId: string): Promise<string> {
  const base = baseSlug(title);
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    // Not LIKE: D1 refuses LIKE patterns as long as a long title's slug ("LIKE or GLOB pattern too complex").
    .where(and(or(eq(blogPosts.slug, base), sql`substr(${blogPosts.slug}, 1, length(${`${base}-`})) = ${`${base}-`}`), ne(blogPosts.id, exceptId)));
  return freeSlug(base, rows.map((r) => r.slug));
}

/** Whether `slug` is what `title` gives (`hello` or a numbered `hello-3`): then the post keeps it. */
function fitsTitle(slug: string, title: string): boolean {
  const base = baseSlug(title);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/**
 * Runs `write` with a free slug for `title`; when another writer took that slug in between (the unique index
 * refuses it), looks again.
 */
async function withFreeSlug<T>(db: Db, title: string, id: string, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(await slugFor(db, title, id));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function insertPost(db: Db, values: PostValues & { title: string }, now: Date): Promise<PostRow> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  return withFreeSlug(db, values.title, id, async (slug) => {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...values, id, slug, createdAt: at, updatedAt: at })
      .returning();
    return row!;
  });
}

/** Why a save changed nothing: the post is gone, or it changed since `expectedUpdatedAt`. */
export type Refusal = 'not_found' | 'conflict';

/**
 * Writes `values` to post `current` only if it is still the version `expectedUpdatedAt` names: the check and the
 * write are one statement, so two saves from the same version cannot both land. A draft's slug follows `title`.
 */
export async function updateIfCurrent(
  db: Db,
  current: PostRow,
  expectedUpdatedAt: string,
  values: PostValues,
  slugTitle: string | null,
): Promise<PostRow | Refusal> {
  const write = async (slug: string) => {
    const [row] = await db
      .update(blogPosts)
      .set({ ...values, slug })
      .where(and(eq(blogPosts.id, current.id), eq(blogPosts.updatedAt, expectedUpdatedAt)))
      .returning();
    return row;
  };
  const followsTitle = slugTitle !== null && !fitsTitle(current.slug, slugTitle);
  const row = followsTitle ? await withFreeSlug(db, slugTitle, current.id, write) : await write(current.slug);
  if (row) return row;
  return (await postById(db, current.id)) ? 'conflict' : 'not_found';
}

export async function deletePost(db: Db, id: string): Promise<Pick<PostRow, 'slug' | 'status'> | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug, status: blogPosts.status });
  return row ?? null;
}
