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
