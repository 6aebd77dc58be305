import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * An ingest message that failed every try and reached the dead-letter queue `rdj-ingest-dead`
 * (docs/job-index.md#when-the-provider-fails): when, its run, and what it was for. The admin's Job index card shows
 * those of the last week.
 */
export const ingestDeadLetters = sqliteTable(
  'ingest_dead_letters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull().default(now),
    runId: integer('run_id'),
    /** "graphic-design page 3", or the alerts' slice it carried. */
    what: text('what').notNull(),
  },
  (t) => [index('ingest_dead_letters_at').on(t.at)],
);
