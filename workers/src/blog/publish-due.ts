import { and, eq, lte, sql } from 'drizzle-orm';
import { dbOf } from '../db/client';
import { blogPosts } from '../db/tables/blog';
import { forgetBlogPages } from './page-cache';
import { bumpedUpdatedAt } from './queries';

/**
 * Publishes the scheduled posts whose time has come (`scheduled_for <= now`): each goes out dated when it was
 * scheduled for, and `/blog` and their pages are forgotten so readers see them. Answers their slugs. One statement,
 * so two runs at once publish each post once.
 */
export async function publishDuePosts(env: Env, now = new Date()): Promise<string[]> {
  const published = await dbOf(env.DB)
    .update(blogPosts)
    .set({ status: 'published', publishedAt: sql`${blogPosts.scheduledFor}`, scheduledFor: null, updatedAt: bumpedUpdatedAt(now) })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.scheduledFor, now.toISOString())))
    .returning({ slug: blogPosts.slug });
  const slugs = published.map((post) => post.slug);
  if (slugs.length) await forgetBlogPages(env, slugs);
  return slugs;
}
