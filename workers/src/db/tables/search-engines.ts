import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * What the board told each search engine on a UTC day (docs/search-engines.md#what-the-admin-sees): Google's publish
 * requests (each counted before it is made, against the daily quota) and the URLs IndexNow took.
 */
export const searchEngineDays = sqliteTable(
  'search_engine_days',
  {
    /** `2026-11-30`, the UTC day. */
    day: text('day').notNull(),
    engine: text('engine', { enum: ['google', 'indexnow'] }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.engine] })],
);

/** A change a search engine was not told of, and why (over the quota, refused, or every try failed). */
export const searchEngineFailures = sqliteTable(
  'search_engine_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull().default(now),
    engine: text('engine', { enum: ['google', 'indexnow'] }).notNull(),
    /** `URL_DELETED https://…/jobs/<id>`, or `3 URLs from https://…/`: public page URLs only. */
    what: text('what').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('search_engine_failures_at').on(t.at)],
);
