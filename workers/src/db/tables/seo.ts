import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

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
