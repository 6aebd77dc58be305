import type { BlogCategory, BlogTag, CategoryInput } from '@rdj/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogCategories, blogPosts, blogTags } from '../db/tables/blog';
import { bumpedUpdatedAt } from '../blog/queries';

/** Names sort as people read them: case does not split "ui" from "UI". */
const byName = (column: typeof blogCategories.name | typeof blogTags.name) => [asc(sql`${column} COLLATE NOCASE`), asc(column)];

const toCategory = (row: typeof blogCategories.$inferSelect): BlogCategory => ({ ...row, description: row.description ?? '' });

export async function listCategories(db: Db): Promise<BlogCategory[]> {
  const rows = await db.select().from(blogCategories).orderBy(...byName(blogCategories.name), asc(blogCategories.id));
  return rows.map(toCategory);
}

/** Throws the unique index's error when another category has `slug`. */
export async function insertCategory(db: Db, input: CategoryInput, slug: string): Promise<BlogCategory> {
  const [row] = await db.insert(blogCategories).values({ name: input.name, slug, description: input.description }).returning();
  return toCategory(row!);
}

/** Null when there is no category `id`; throws the unique index's error when another one has `slug`. */
export async function updateCategory(db: Db, id: number, input: CategoryInput, slug: string): Promise<BlogCategory | null> {
  const [row] = await db
    .update(blogCategories)
    .set({ name: input.name, slug, description: input.description })
    .where(eq(blogCategories.id, id))
    .returning();
  return row ? toCategory(row) : null;
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  return (await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id })).length > 0;
}

/**
 * How many posts carry the tag: their `tags` JSON arrays hold its slug. Names are spelled out: in a select from one
 * table drizzle writes columns unqualified, and inside this subquery `"slug"` would be the post's.
 */
const postCount = sql<number>`(SELECT count(DISTINCT p.id) FROM ${blogPosts} AS p, json_each(p.tags) AS j WHERE j.value = ${blogTags}.slug)`;

export async function listTags(db: Db): Promise<BlogTag[]> {
  return db
    .select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug, count: postCount })
    .from(blogTags)
    .orderBy(...byName(blogTags.name), asc(blogTags.id));
}

export async function tagById(db: Db, id: number): Promise<Omit<BlogTag, 'count'> | null> {
  const [row] = await db.select().from(blogTags).where(eq(blogTags.id, id)).limit(1);
  return row ?? null;
}

async function tagWithCount(db: Db, id: number): Promise<BlogTag> {
  const [row] = await db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug, count: postCount }).from(blogTags).where(eq(blogTags.id, id));
  return row!;
}

/** Throws the unique index's error when another tag has `slug`. */
export async function insertTag(db: Db, name: string, slug: string): Promise<BlogTag> {
  const [row] = await db.insert(blogTags).values({ name, slug }).returning();
  return { ...row!, count: 0 };
}

/**
 * A post's tag list rewritten: `from` becomes `to` (or is removed when `to` is null), order kept, no slug twice.
 * `list` is the JSON array's SQL (the post's tags, or its autosaved revision's).
 */
function rewrittenTags(list: ReturnType<typeof sql>, from: string, to: string | null) {
  const value = to === null ? sql`j.value` : sql`CASE WHEN j.value = ${from} THEN ${to} ELSE j.value END`;
  const kept = to === null ? sql`WHERE j.value != ${from}` : sql``;
  return sql`(SELECT json_group_array(v) FROM (SELECT ${value} AS v, min(j.key) AS k FROM json_each(${list}) AS j ${kept} GROUP BY v ORDER BY k))`;
}

/** The autosaved revision is the form itself (JSON `PostInput`): its tags are at `$.tags`. */
const revisionTags = sql`${blogPosts.draftRevision}, '$.tags'`;

/**
 * Every post carrying `from` (live or in its autosaved revision) carries `to` instead, or no longer carries it when
 * `to` is null. The statement only runs while tag `id` still has slug `from`, so a rename that lost a race to another
 * changes no post. Such posts changed: their version moves on, so an editor holding the old tag list gets a 409.
 */
function retagPosts(db: Db, id: number, from: string, to: string | null, now: Date) {
  const carries = (list: ReturnType<typeof sql>) => sql`EXISTS (SELECT 1 FROM json_each(${list}) WHERE value = ${from})`;
  return db
    .update(blogPosts)
    .set({
      tags: rewrittenTags(sql`${blogPosts.tags}`, from, to),
      draftRevision: sql`CASE WHEN ${blogPosts.draftRevision} IS NULL THEN NULL ELSE json_set(${blogPosts.draftRevision}, '$.tags', json(${rewrittenTags(revisionTags, from, to)})) END`,
      updatedAt: bumpedUpdatedAt(now),
    })
    .where(
      sql`(${carries(sql`${blogPosts.tags}`)} OR (${blogPosts.draftRevision} IS NOT NULL AND ${carries(revisionTags)}))
        AND EXISTS (SELECT 1 FROM ${blogTags} WHERE ${blogTags.id} = ${id} AND ${blogTags.slug} = ${from})`,
    );
}

/**
 * Renames tag `current` to `name` / `slug`, and the posts carrying its old slug carry the new one, in one batch (one
 * transaction). Null when the tag changed or went in between; throws the unique index's error when another tag has
 * `slug` (then no post changed either).
 */
export async function renameTag(db: Db, current: Omit<BlogTag, 'count'>, name: string, slug: string, now: Date): Promise<BlogTag | null> {
  const rename = db
    .update(blogTags)
    .set({ name, slug })
    .where(sql`${blogTags.id} = ${current.id} AND ${blogTags.slug} = ${current.slug}`)
    .returning({ id: blogTags.id });
  // A new spelling of the same slug ("UI design" for "UI Design") leaves the posts alone.
  const renamed = slug === current.slug ? await rename : (await db.batch([retagPosts(db, current.id, current.slug, slug, now), rename]))[1];
  return renamed.length ? tagWithCount(db, current.id) : null;
}

/** Deletes tag `current` and takes its slug off every post, in one batch. False when it changed or went in between. */
export async function deleteTag(db: Db, current: Omit<BlogTag, 'count'>, now: Date): Promise<boolean> {
  const [, deleted] = await db.batch([
    retagPosts(db, current.id, current.slug, null, now),
    db.delete(blogTags).where(sql`${blogTags.id} = ${current.id} AND ${blogTags.slug} = ${current.slug}`).returning({ id: blogTags.id }),
  ]);
  return deleted.length > 0;
}
