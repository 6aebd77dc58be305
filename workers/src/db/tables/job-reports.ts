import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * A visitor's report of a job (docs/pages.md#reporting-a-job): which job (its job index key, `posting:<id>`), why,
 * what they wrote, and who, as a keyed hash of their network only (HMAC of the client's address under
 * REPORT_HASH_KEY: no address is stored). `verified`: Turnstile checked the visitor. An administrator's decision
 * closes every open report of the job (docs/admin.md#reported-jobs).
 */
export const jobReports = sqliteTable(
  'job_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobKey: text('job_key').notNull(),
    reason: text('reason', { enum: ['scam', 'filled', 'not-remote', 'pay', 'other'] }).notNull(),
    details: text('details'),
    clientHash: text('client_hash').notNull(),
    verified: integer('verified', { mode: 'boolean' }).notNull(),
    createdAt: text('created_at').notNull().default(now),
    decidedAt: text('decided_at'),
    decision: text('decision', { enum: ['dismiss', 'take-down'] }),
  },
  (t) => [
    // The admin's queue and the scam count read a job's open reports by this.
    index('job_reports_open').on(t.decidedAt, t.jobKey),
    // The rate limit counts a client's reports of the last hour by this.
    index('job_reports_client').on(t.clientHash, t.createdAt),
  ],
);

/**
 * A job hidden because 3 clients reported it as a scam, until an administrator decides; `closedAt` is the closing
 * the hold gave a posting, so dismissing the reports reopens only what the hold closed. A provider job taken down
 * keeps its hold for good (`takenDownAt`): ingest never lists a held key again (docs/pages.md#reporting-a-job).
 */
export const jobReportHolds = sqliteTable('job_report_holds', {
  jobKey: text('job_key').primaryKey(),
  heldAt: text('held_at').notNull().default(now),
  closedAt: text('closed_at'),
  takenDownAt: text('taken_down_at'),
});

/**
 * A report Turnstile refused, as its client's keyed hash only: it counts toward the client's hourly limit as a
 * report does, so a refused client cannot make the worker ask siteverify without end. Rows older than the limit's
 * hour are deleted as new ones come.
 */
export const jobReportRefusals = sqliteTable(
  'job_report_refusals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientHash: text('client_hash').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('job_report_refusals_client').on(t.clientHash, t.createdAt), index('job_report_refusals_at').on(t.createdAt)],
);
