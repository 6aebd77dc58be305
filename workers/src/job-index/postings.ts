import { bandsOf, type PublicPosting } from '@rdj/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { indexedJobs } from '../db/tables/job-index';
import { filtersOfJob, listedFilterColumns, listedSync, placesOf, shownColumns } from './apply-run';
import { postingKey, postingRow } from './rows';

const columns = shownColumns.map(([column]) => column);

/**
 * Puts posting `id` in the index as it now stands (docs/job-index.md#postings), in one batch: an open posting
 * (`posting`) is added or rewritten and listed on its category page; one that is not open any more (null: closed,
 * expired, or never approved) is closed and listed nowhere. Called on every change the public sees of a posting.
 * An open posting's copies at the provider with its apply key are unlisted at once, its near copies (SimHash) with
 * the next ingest run; a closed one's come back with the next ingest run. Answers the categories whose lists the
 * change reaches: those it was listed in, and those it is listed in now.
 */
export async function indexPosting(env: Env, id: string, posting: PublicPosting | null, at = new Date().toISOString()): Promise<string[]> {
  const db = env.DB;
  const key = postingKey(id);
  // The categories it was listed in, read in the batch that changes them: with those it is listed in now, the lists
  // the change reaches.
  const listedIn = db.prepare('SELECT category FROM indexed_job_categories WHERE job_id = (SELECT id FROM indexed_jobs WHERE key = ?1)').bind(key);
  const categoriesOf = (result: D1Result | undefined) => (result?.results ?? []).map((row) => (row as { category: string }).category);
  const unlist = [
    db.prepare('DELETE FROM indexed_job_categories WHERE job_id = (SELECT id FROM indexed_jobs WHERE key = ?1)').bind(key),
    db.prepare('DELETE FROM indexed_posting_bands WHERE posting_key = ?1').bind(key),
  ];
  if (!posting) {
    const [was] = await db.batch([
      listedIn,
      db.prepare('UPDATE indexed_jobs SET closed_at = ?2 WHERE key = ?1 AND closed_at IS NULL').bind(key, at),
      ...unlist,
      db.prepare(listedSync('key = ?1')).bind(key),
    ]);
    return categoriesOf(was);
  }
  const row = postingRow(posting);
  const values = shownColumns.map(([, field]) => {
    const value = row[field];
    return typeof value === 'boolean' ? Number(value) : value;
  });
  const sortAt = row.updatedAt ?? at;
  const set = columns.map((column) => `${column} = excluded.${column}`).join(', ');
  const [was] = await db.batch([
    listedIn,
    db
      .prepare(
        `INSERT INTO indexed_jobs (key, source, ${columns.join(', ')}, sort_at, first_seen_at, last_seen_at, changed_at)
         VALUES (?1, 'posting', ${columns.map((_, i) => `?${i + 4}`).join(', ')}, ?2, ?3, ?3, ?3)
         ON CONFLICT (key) DO UPDATE SET ${set}, sort_at = excluded.sort_at, changed_at = excluded.changed_at,
         last_seen_at = excluded.last_seen_at, closed_at = NULL`,
      )
      .bind(key, sortAt, at, ...values),
    ...unlist,
    db
      .prepare(
        `INSERT INTO indexed_job_categories (category, featured, sort_at, job_id, ${listedFilterColumns}, places)
         SELECT c.value, 1, ?2, j.id, ${filtersOfJob}, ${placesOf('?4')} FROM indexed_jobs j, json_each(?3) c WHERE j.key = ?1`,
      )
      .bind(key, sortAt, JSON.stringify(row.categories), JSON.stringify(row.places ?? [])),
    // Its description's bands: ingest compares a provider job sharing one with it (docs/job-index.md#duplicates).
    db
      .prepare(`INSERT INTO indexed_posting_bands (band, posting_key) SELECT b.value, ?1 FROM json_each(?2) b`)
      .bind(key, JSON.stringify(row.simhash ? bandsOf(row.simhash).map((band, i) => `${i}:${band}`) : [])),
    // Its copies at the provider (the same apply key) are shown once, as the posting, from now on.
    db.prepare(`UPDATE indexed_jobs SET duplicate_of = ?1 WHERE source = 'provider' AND apply_key = ?2 AND duplicate_of IS NOT ?1`).bind(key, row.applyKey),
    db.prepare(`DELETE FROM indexed_job_categories WHERE job_id IN (SELECT id FROM indexed_jobs WHERE duplicate_of = ?1)`).bind(key),
    db.prepare(listedSync('duplicate_of = ?1')).bind(key),
  ]);
  return [...new Set([...categoriesOf(was), ...row.categories])];
}

interface SitemapPosting {
  /** The posting's page, `/jobs/<id>`. */
  path: string;
  approvedAt: string;
}

/** The open postings the index lists, for the sitemap, most recently approved first, at most `limit`. */
export async function sitemapPostings(db: Db, limit: number, now = new Date()): Promise<SitemapPosting[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ path: indexedJobs.postingPath, approvedAt: indexedJobs.sortAt })
    .from(indexedJobs)
    .where(and(eq(indexedJobs.source, 'posting'), isNull(indexedJobs.closedAt), gt(indexedJobs.validThrough, now.toISOString())))
    .orderBy(desc(indexedJobs.sortAt))
    .limit(limit);
  return rows.flatMap((row) => (row.path ? [{ path: row.path, approvedAt: row.approvedAt }] : []));
}
