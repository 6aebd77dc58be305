import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { unknownClient } from '../http/client';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);

/** Per-page search metadata (docs/data.md#page-seo-settings), looked up by path when the edge renders a page head. */
export const seoSettings = sqliteTable('seo_settings', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  path: text('path').notNull().unique(),
  title: text('title'),
  description: text('description'),
  keywords: text('keywords'),
  canonical: text('canonical'),
  noindex: integer('noindex', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The older page-SEO listing of the SEO manager. */
export const pageSeo = sqliteTable('page_seo', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  path: text('path').notNull().unique(),
  title: text('title'),
  description: text('description'),
  keywords: text('keywords'),
  addToSitemap: integer('add_to_sitemap', { mode: 'boolean' }).notNull().default(true),
});

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

export const adminUsers = sqliteTable('admin_users', {
  id: text('id').primaryKey(),
  /** Stored lower-cased: sign-in is case-insensitive on the address. */
  email: text('email').notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Only token hashes are stored: a leaked table does not leak sessions. Times are epoch milliseconds. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    accessExpiresAt: integer('access_expires_at').notNull(),
    refreshExpiresAt: integer('refresh_expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per sign-in attempt, counted per account and client, and per client, for the lockout window. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** The client's network (`clientOf`); rows from before clients were recorded count as the unknown client. */
    client: text('client').notNull().default(unknownClient),
    attemptedAt: integer('attempted_at').notNull(),
    succeeded: integer('succeeded', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    index('login_attempts_email_client_idx').on(t.email, t.client, t.attemptedAt),
    index('login_attempts_client_idx').on(t.client, t.attemptedAt),
  ],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** Jobs employers post through /post-job; shown on the board once approved. */
export const jobSubmissions = sqliteTable(
  'job_submissions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    salary: text('salary'),
    description: text('description').notNull(),
    requirements: text('requirements'),
    applicationUrl: text('application_url').notNull(),
    companyWebsite: text('company_website'),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reviewedAt: text('reviewed_at'),
    expiresAt: text('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('job_submissions_status_idx').on(t.status, t.category)],
);

/** Page views counted per path and UTC day. */
export const pageViews = sqliteTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);
