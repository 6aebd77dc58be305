import { and, desc, eq, sql } from 'drizzle-orm';
import { visible, wentOut } from '../blog/queries';
import type { Db } from '../db/client';
import { blogPosts } from '../db/tables/blog';

interface SitemapPost {
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
