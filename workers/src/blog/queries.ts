import { blogPageSize, type BlogPost, type BlogPostCard } from '@rdj/shared';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/tables/blog';

type Row = typeof blogPosts.$inferSelect;

/**
 * Posts readers may see at `now`: published ones, and scheduled ones whose time has come even if the cron that
 * publishes them has not run yet.
 */
export function visible(now: Date) {
  return or(
    eq(blogPosts.status, 'published'),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.scheduledFor, now.toISOString())),
  );
}

/** When a post went out: its publishing time, or the time it was scheduled for. */
export const wentOut = sql<string>`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor}, ${blogPosts.createdAt})`;

function toCard(row: Row): BlogPostCard {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt,
    category: row.category,
    readTime: row.readTime,
    publishedAt: row.publishedAt ?? row.scheduledFor ?? row.createdAt,
  };
}

/** When the next scheduled post goes out (ISO), or null when none is waiting. */
export async function nextPostDue(db: Db, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${blogPosts.scheduledFor})` })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.scheduledFor, now.toISOString())));
  return row?.at ?? null;
}

/** The latest `limit` visible posts (the blog's feed). */
export async function latestPosts(db: Db, limit: number, now = new Date()): Promise<BlogPostCard[]> {
  const rows = await db.select().from(blogPosts).where(visible(now)).orderBy(desc(wentOut), desc(blogPosts.id)).limit(limit);
  return rows.map(toCard);
}

/** Page `page` of the visible posts, newest first, and whether another page follows. */
export async function visiblePosts(db: Db, page: number, now = new Date()): Promise<{ posts: BlogPostCard[]; more: boolean }> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(visible(now))
    .orderBy(desc(wentOut), desc(blogPosts.id))
    .limit(blogPageSize + 1)
    .offset((page - 1) * blogPageSize);
  return { posts: rows.slice(0, blogPageSize).map(toCard), more: rows.length > blogPageSize };
}

/** The visible post at `slug`, or null (unknown, a draft, or scheduled for later). */
export async function visiblePost(db: Db, slug: string, now = new Date()): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), visible(now))).limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    canonicalUrl: row.canonicalUrl,
    updatedAt: row.updatedAt,
  };
}

/** Whether a published post has `slug` (drafts and scheduled posts have no public page yet). */
export async function isPublishedPost(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')))
    .limit(1);
  return row !== undefined;
}

/**
 * An `updated_at` for a row changed by a statement that touches many rows (the cron, a tag rename): `now`, or a
 * millisecond after the row's own when that is later, so the version a save checks always moves on.
 */
export function bumpedUpdatedAt(now: Date) {
  const at = now.toISOString();
  return sql`CASE WHEN ${at} > ${blogPosts.updatedAt} THEN ${at} ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${blogPosts.updatedAt}, '+0.001 seconds') END`;
}
