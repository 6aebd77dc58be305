import { and, desc, eq, sql } from 'drizzle-orm';
import { visible, wentOut } from '../blog/queries';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';

export interface SitemapPost {
  slug: string;
  /** When readers last saw it change: its last edit, or when it went out if that came later (a scheduled post). */
  lastChange: string;
}

const lastChange = sql<string>`max(${blogPosts.updatedAt}, ${wentOut})`;

/** Posts readers can see that the author left in the sitemap, latest change first, at most `limit` of them. */
export async function sitemapPosts(db: Db, limit: number, now = new Date()): Promise<SitemapPost[]> {
  return db
    .select({ slug: blogPosts.slug, lastChange })
    .from(blogPosts)
    .where(and(visible(now), eq(blogPosts.addToSitemap, true)))
    .orderBy(desc(lastChange))
    .limit(limit);
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
