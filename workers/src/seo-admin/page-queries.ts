import { fixedPagePaths, type SeoPageInput, type SeoPageSettings } from '@rdj/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seoSettings } from '../db/tables/seo';

type Row = typeof seoSettings.$inferSelect;

function settingsOf(path: string, row: Row | undefined): SeoPageSettings {
  return {
    path,
    title: row?.title ?? '',
    description: row?.description ?? '',
    keywords: row?.keywords ?? '',
    canonical: row?.canonical ?? '',
    noindex: row?.noindex ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The 17 fixed pages in their order, each with what seo_settings stores for it. */
export async function fixedPageSettings(db: Db): Promise<SeoPageSettings[]> {
  const rows = await db.select().from(seoSettings).where(inArray(seoSettings.path, fixedPagePaths));
  const byPath = new Map(rows.map((r) => [r.path, r]));
  return fixedPagePaths.map((path) => settingsOf(path, byPath.get(path)));
}

/** Whether `path` is stored as noindex now. */
export async function isStoredNoindex(db: Db, path: string): Promise<boolean> {
  const [row] = await db.select({ noindex: seoSettings.noindex }).from(seoSettings).where(inArray(seoSettings.path, [path])).limit(1);
  return row?.noindex ?? false;
}

/** Inserts or replaces the stored metadata of `input.path`; answers what is stored now. */
export async function savePageSettings(db: Db, input: SeoPageInput, now = new Date()): Promise<SeoPageSettings> {
  const values = {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    canonical: input.canonical,
    noindex: input.noindex,
    updatedAt: now.toISOString(),
  };
  const [row] = await db
    .insert(seoSettings)
    .values({ path: input.path, ...values })
    .onConflictDoUpdate({ target: seoSettings.path, set: values })
    .returning();
  return settingsOf(input.path, row);
}
