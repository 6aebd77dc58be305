import type { SeoRecord } from '@rdj/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seoSettings } from '../db/tables/seo';

/** The stored search metadata of one page, or null when the page still uses its defaults. */
export async function storedSeo(db: Db, path: string): Promise<SeoRecord | null> {
  const [row] = await db
    .select({
      path: seoSettings.path,
      title: seoSettings.title,
      description: seoSettings.description,
      keywords: seoSettings.keywords,
      canonical: seoSettings.canonical,
      noindex: seoSettings.noindex,
    })
    .from(seoSettings)
    .where(eq(seoSettings.path, path))
    .limit(1);
  return row ?? null;
}

/** Paths an administrator marked noindex; the generated sitemap leaves them out. */
export async function noindexPaths(db: Db): Promise<Set<string>> {
  const rows = await db.select({ path: seoSettings.path }).from(seoSettings).where(eq(seoSettings.noindex, true));
  return new Set(rows.map((r) => r.path));
}
