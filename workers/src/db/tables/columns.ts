import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** The time now as ISO text with milliseconds, the form every time column holds, so times compare as text. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = () => text('created_at').notNull().default(now);
export const updatedAt = () => text('updated_at').notNull().default(now);
