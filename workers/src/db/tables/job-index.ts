import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * The board's own index of every open job (docs/job-index.md): the provider's jobs as ingest last read them and the
 * approved postings, one row each by a stable `key`. What the filters need is read once, when a row is written
 * (salary as a yearly top, employment as a bit set, experience, places and categories in their own tables), so a
 * page view never reads a job's text to filter it. The full-text index over it (`indexed_jobs_fts`, FTS5) is made by
 * hand in the migration: drizzle cannot declare a virtual table.
 */
export const indexedJobs = sqliteTable(
  'indexed_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** `provider:<the provider's id>`, `apply:<apply key>` for a provider job without one, `posting:<id>`. */
    key: text('key').notNull().unique(),
    source: text('source', { enum: ['provider', 'posting'] }).notNull(),
    title: text('title').notNull(),
    company: text('company'),
    location: text('location'),
    type: text('type'),
    salary: text('salary'),
    snippet: text('snippet').notNull(),
    /** Plain text, what search reads beside the title, company and tags. */
    description: text('description').notNull(),
    link: text('link').notNull(),
    updated: text('updated'),
    featured: integer('featured', { mode: 'boolean' }).notNull(),
    urgent: integer('urgent', { mode: 'boolean' }).notNull(),
    /** A posting's own page (`/jobs/<id>`); null for a provider job. */
    postingPath: text('posting_path'),
    /** A posting's company page, once its company has one; null otherwise. */
    companyPath: text('company_path'),
    /** When a posting stops being shown (ISO): listings leave it out from then, before the expiry run closes it. */
    validThrough: text('valid_through'),
    /** The card's tags as words ("Remote Full-time"), searched as the tags column. */
    tags: text('tags').notNull(),
    applyKey: text('apply_key').notNull(),
    simhash: text('simhash'),
    /** The salary read once: its currency and the top of its range over a year; null when it cannot be read. */
    salaryCurrency: text('salary_currency'),
    salaryYearlyTop: integer('salary_yearly_top'),
    /** Bit i set when the job's type matches `employmentTypes[i]`. */
    employment: integer('employment').notNull(),
    experience: text('experience', { enum: ['entry', 'mid', 'senior'] }).notNull(),
    /** Newest first: the provider's date where it gives one, else when ingest first saw the job. */
    sortAt: text('sort_at').notNull(),
    /** A hash of everything shown: a row whose hash changed was changed at the provider. */
    contentHash: text('content_hash').notNull(),
    firstSeenAt: text('first_seen_at').notNull().default(now),
    lastSeenAt: text('last_seen_at').notNull().default(now),
    changedAt: text('changed_at').notNull().default(now),
    /** Ingest runs in a row that did not find this provider job; at the limit it is closed. */
    missedRuns: integer('missed_runs').notNull().default(0),
    closedAt: text('closed_at'),
    /** The posting a provider job copies (its key): such a job is shown once, as the posting, and never listed itself. */
    duplicateOf: text('duplicate_of'),
    /**
     * One word per category page that lists the job (`listedWord`), none when it is listed nowhere: the full-text
     * index's `listed` column, so a search keeps to its category inside FTS5 (docs/job-index.md#search).
     */
    listed: text('listed').notNull().default(''),
    // The apply-link check (docs/job-index.md#link-checks, workers/src/link-checks/).
    /** When the link was last tried, whatever it answered: the next check goes to the longest untried. */
    linkTriedAt: text('link_tried_at'),
    /** When the link last answered (live, gone or a landing page): "Link checked" on the card. */
    linkCheckedAt: text('link_checked_at'),
    /** The link `linkGoneChecks` counts answers of: a new link starts again. */
    checkedLink: text('checked_link'),
    /** Checks in a row that the link answered 404 or 410; at `goneChecksToClose` the job is closed. */
    linkGoneChecks: integer('link_gone_checks').notNull().default(0),
    /** Where the link now redirects, when that is a front page or a generic careers page: flagged for review. */
    linkFlaggedTo: text('link_flagged_to'),
    linkFlaggedAt: text('link_flagged_at'),
    /** Where an administrator kept the job listed though its link lands there: a check landing there again flags nothing. */
    linkKeptTo: text('link_kept_to'),
  },
  (t) => [
    index('indexed_jobs_open').on(t.closedAt, t.sortAt),
    // The check's cron reads the open jobs longest untried first, newest first among the never tried.
    index('indexed_jobs_link_due').on(t.closedAt, t.linkTriedAt, sql`${t.sortAt} DESC`),
    index('indexed_jobs_link_flagged').on(t.linkFlaggedAt).where(sql`${t.linkFlaggedAt} IS NOT NULL`),
    index('indexed_jobs_apply_key').on(t.applyKey),
    // A company page lists its jobs by this (companies/queries.ts).
    index('indexed_jobs_company').on(t.companyPath),
  ],
);

/**
 * The categories an open, shown job belongs to (by the category rule, docs/validation.md#category-job-filtering), with
 * what a listing orders by: a category page reads its jobs in this index's order and stops at the page's end. Each
 * entry also holds the job's filter columns, so a listing's filters and its total read this table alone.
 */
export const indexedJobCategories = sqliteTable(
  'indexed_job_categories',
  {
    category: text('category').notNull(),
    featured: integer('featured').notNull(),
    sortAt: text('sort_at').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => indexedJobs.id, { onDelete: 'cascade' }),
    // The job's own filter columns again (see indexedJobs), so a listing's total is counted from one index.
    employment: integer('employment').notNull().default(0),
    experience: text('experience'),
    salaryCurrency: text('salary_currency'),
    salaryYearlyTop: integer('salary_yearly_top'),
    validThrough: text('valid_through'),
    /**
     * Where the job can be done from, each place between commas (`,DE,europe,`, `,*,` for anywhere; `placesOf`):
     * null when its location names none, so it is left out while "I work from" is set (docs/job-index.md#the-index).
     */
    places: text('places'),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.featured, t.sortAt, t.jobId] }),
    // A search joins each match to its entry by this, and reads the filter columns from it without the entry's row.
    index('indexed_job_categories_job').on(
      t.jobId,
      t.category,
      t.featured,
      t.sortAt,
      t.salaryCurrency,
      t.salaryYearlyTop,
      t.employment,
      t.experience,
      t.validThrough,
      t.places,
    ),
    // Covers a listing's count: the category's entries with every filter column, read without their rows.
    index('indexed_job_categories_filters').on(
      t.category,
      t.salaryCurrency,
      t.salaryYearlyTop,
      t.employment,
      t.experience,
      t.validThrough,
      t.places,
      t.jobId,
    ),
  ],
);

/**
 * The SimHash bands (`<i>:<4 hex digits>`) of each open posting in the index: a provider job whose description is a
 * near copy of a posting's shares one of them, so only those postings are compared (docs/job-index.md#duplicates).
 */
export const indexedPostingBands = sqliteTable(
  'indexed_posting_bands',
  {
    band: text('band').notNull(),
    postingKey: text('posting_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.band, t.postingKey] })],
);
