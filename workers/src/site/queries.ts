import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';

export interface SitemapPost {
  slug: string;
  updatedAt: string;
}

/** Published posts the author left in the sitemap, newest change first, at most `limit` of them. */
export async function sitemapPosts(db: Db, limit: number): Promise<SitemapPost[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), eq(blogPosts.addToSitemap, true)))
    .orderBy(desc(blogPosts.updatedAt))
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
