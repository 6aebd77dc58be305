import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
