import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    featuredImageUrl: text('featured_image_url'),
    category: text('category'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    keywords: text('keywords'),
    canonicalUrl: text('canonical_url'),
    readTime: integer('read_time'),
    /** JSON array of tag slugs. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    scheduledFor: text('scheduled_for'),
    status: text('status', { enum: ['draft', 'published', 'scheduled'] }).notNull().default('draft'),
    addToSitemap: integer('add_to_sitemap', { mode: 'boolean' }).notNull().default(true),
    featuredImageAlt: text('featured_image_alt'),
    slug: text('slug').notNull().unique(),
    publishedAt: text('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Autosaved form of a published or scheduled post (JSON `PostInput`), kept beside the live post until a save
     * applies it; `draft_saved_at` is when it was saved.
     */
    draftRevision: text('draft_revision'),
    draftSavedAt: text('draft_saved_at'),
  },
  (t) => [index('blog_posts_status_idx').on(t.status, t.publishedAt)],
);

export const blogTags = sqliteTable('blog_tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const blogCategories = sqliteTable('blog_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
});
