import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    // docs/postings.md#salary: a range, or all four null ("not disclosed"). `salary` above is the free text of
    // postings sent before ranges existed.
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    // docs/postings.md#where-you-can-work-from: a JSON list of country codes and region ids, [] for worldwide, and
    // an optional band of UTC offsets in hours. `location` above is its text as cards show it.
    workFrom: text('work_from').notNull().default('[]'),
    tzMin: integer('tz_min'),
    tzMax: integer('tz_max'),
    // docs/postings.md#lifecycle: how long an approved posting runs; closed early by the employer or an admin;
    // when the expiry reminder went out; an edit is a pending row naming the live posting it would replace.
    runDays: integer('run_days').notNull().default(30),
    closedAt: text('closed_at'),
    closedBy: text('closed_by', { enum: ['employer', 'admin'] }),
    remindedAt: text('reminded_at'),
    editOf: text('edit_of'),
    // docs/postings.md#review: the normalised apply URL and the description's 64-bit SimHash (16 hex digits) with
    // its four 16-bit bands (a near-duplicate within 3 bits shares at least one band), and the flags found at
    // submission as a JSON list.
    applyKey: text('apply_key'),
    simhash: text('simhash'),
    simBand0: text('sim_band_0'),
    simBand1: text('sim_band_1'),
    simBand2: text('sim_band_2'),
    simBand3: text('sim_band_3'),
    flags: text('flags').notNull().default('[]'),
    // docs/postings.md#companies: the company page the posting is listed on (set when approved).
    companySlug: text('company_slug'),
  },
  (t) => [
    index('job_submissions_status_idx').on(t.status, t.category),
    index('job_submissions_apply_key_idx').on(t.applyKey),
    index('job_submissions_sim_band_0_idx').on(t.simBand0),
    index('job_submissions_sim_band_1_idx').on(t.simBand1),
    index('job_submissions_sim_band_2_idx').on(t.simBand2),
    index('job_submissions_sim_band_3_idx').on(t.simBand3),
    index('job_submissions_edit_of_idx').on(t.editOf),
    index('job_submissions_company_idx').on(t.companySlug, t.status),
    index('job_submissions_expires_idx').on(t.status, t.expiresAt),
  ],
);

/** Company pages `/companies/{slug}` (docs/postings.md#companies); the logo is an R2 object under `logo_key`. */
export const companies = sqliteTable('companies', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  logoKey: text('logo_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/**
 * Job alerts (docs/alerts.md#data): a saved search and an address, no account. `employment`, `experience` and
 * `terms` (the search text's words, lower-cased) are JSON lists, so matching runs in one SQL statement per job
 * (alerts/match.ts). One address has one alert per search (`search_key`).
 */
export const jobAlerts = sqliteTable(
  'job_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] }).notNull(),
    category: text('category').notNull().default(''),
    q: text('q').notNull().default(''),
    employment: text('employment').notNull().default('[]'),
    experience: text('experience').notNull().default('[]'),
    terms: text('terms').notNull().default('[]'),
    searchKey: text('search_key').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'paused'] }).notNull().default('pending'),
    pausedReason: text('paused_reason'),
    pausedAt: text('paused_at'),
    /** When the last confirmation mail to this alert was queued: one per address per 10 minutes. */
    confirmMailAt: text('confirm_mail_at'),
    createdAt: createdAt(),
    confirmedAt: text('confirmed_at'),
  },
  (t) => [
    uniqueIndex('job_alerts_email_search').on(t.email, t.searchKey),
    index('job_alerts_match').on(t.status, t.category, t.id),
    index('job_alerts_pending').on(t.status, t.createdAt),
  ],
);

/** Each new job once, as the alert mails show it (`job` is JSON), and when it was first seen. */
export const alertJobs = sqliteTable('alert_jobs', {
  jobKey: text('job_key').primaryKey(),
  job: text('job').notNull(),
  firstSeenAt: text('first_seen_at').notNull().default(now),
});

/**
 * A job matched to an alert: the primary key is the rule "a job is sent to an alert at most once". `sent_at` is set
 * when the mail that carried it was accepted; until then it waits (for the alert's next mail, or its retry).
 */
export const alertDeliveries = sqliteTable(
  'alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobKey: text('job_key').notNull(),
    instant: integer('instant', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
    /** Taken by a send in progress (a lease: a send that died leaves it, and it is free again 10 minutes later). */
    claimedAt: text('claimed_at'),
    sentAt: text('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobKey] }), index('alert_deliveries_unsent').on(t.alertId, t.sentAt)],
);

/** Every mail the provider accepted (kind, which alert, the provider's id for its bounce report), for the admin. */
export const alertMails = sqliteTable(
  'alert_mails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    alertId: integer('alert_id'),
    kind: text('kind', { enum: ['confirm', 'alert'] }).notNull(),
    providerId: text('provider_id'),
    sentAt: text('sent_at').notNull().default(now),
  },
  (t) => [index('alert_mails_sent_at').on(t.sentAt), index('alert_mails_provider_id').on(t.providerId)],
);
