import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * The order a ranked search had when its first page was read, as job ids (JSON), by search and snapshot
 * (docs/job-index.md#listing): its later pages read their jobs from this order, since bm25 moves as jobs are added.
 */
export const rankedSearches = sqliteTable(
  'ranked_searches',
  {
    /** `<asOf>:<hash of the category, the search and the filters>`. */
    key: text('key').primaryKey(),
    ids: text('ids').notNull(),
    total: integer('total').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  // The prune cron deletes the orders older than a day by this (job-index/prune.ts).
  (t) => [index('ranked_searches_created').on(t.createdAt)],
);
