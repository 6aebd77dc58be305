import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/**
 * One ingest run (docs/job-index.md#ingest): its pages are fetched by queue messages into `ingest_staged`, and only
 * when every page has arrived is the index changed, in one step; a run that failed leaves the index as it was.
 */
export const ingestRuns = sqliteTable(
  'ingest_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull().default('running'),
    startedAt: text('started_at').notNull().default(now),
    finishedAt: text('finished_at'),
    /** Pages asked for and not yet staged: the run is complete when this reaches 0. */
    pendingPages: integer('pending_pages').notNull().default(0),
    pagesRead: integer('pages_read').notNull().default(0),
    seen: integer('seen').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    error: text('error'),
  },
  // Every listing asks when the last run finished (docs/job-index.md#freshness).
  (t) => [index('ingest_runs_status').on(t.status, t.finishedAt)],
);

/** A provider job a run has read, as the index row it would be (JSON), until the run is applied. */
export const ingestStaged = sqliteTable(
  'ingest_staged',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => ingestRuns.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    row: text('row').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.key] })],
);

/** The pages a run has staged: a page's message that comes again finds its mark and counts nothing twice. */
export const ingestPages = sqliteTable(
  'ingest_pages',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => ingestRuns.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    page: integer('page').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.category, t.page] })],
);
