import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, now } from './columns';

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
    /** Shows pay (docs/postings.md#shows-pay-filter): 1 when the alert keeps to jobs whose pay reads as a range. */
    pay: integer('pay').notNull().default(0),
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

/**
 * The newsletter's addresses from before job alerts, never confirmed, so never mailed; nothing writes it any more:
 * the newsletter bar makes a weekly alert (docs/data.md#newsletter-subscriber).
 */
export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});
