/**
 * A search ranked by relevance (docs/job-index.md#search), and the order it is kept in for its later pages
 * (docs/job-index.md#listing).
 */
import { fnv1a64, jobListPageSize, reachableJobs } from '@rdj/shared';
import { indexedColumns, type Filters, type IndexedJob, type IndexSearch, type Listed, type Slice } from './listing';


/**
 * A search's page by relevance. bm25 moves as jobs are added (its word weights and mean lengths are the whole
 * index's), so the order a search had when first asked at a snapshot is kept, by `kept.key`, and its later pages are
 * read from it: no job repeats or goes missing between them (docs/job-index.md#listing). A job closed since is left
 * out of its page. Only an order ranked at the index as it stands now is kept (`kept.keep`): a snapshot the client
 * made up, older or newer, is ranked afresh and leaves no row, so no client grows `ranked_searches` at will.
 */
export async function ranked(db: D1Database, filters: Filters, { offset, limit }: Slice, match: string, kept: { key: string; keep: boolean }, now: string): Promise<Listed> {
  const found = await db.prepare('SELECT ids, total FROM ranked_searches WHERE key = ?').bind(kept.key).all<{ ids: string; total: number }>();
  let rowsRead = found.meta.rows_read;
  let order = found.results[0];
  if (!order) {
    const ranking = await rankingOf(db, filters, match);
    rowsRead += ranking.rowsRead;
    order = { ids: JSON.stringify(ranking.ids), total: ranking.total };
    if (kept.keep && ranking.total > jobListPageSize) {
      const stored = await db.prepare('INSERT OR IGNORE INTO ranked_searches (key, ids, total) VALUES (?, ?, ?)').bind(kept.key, order.ids, order.total).run();
      rowsRead += stored.meta.rows_read;
    }
  }
  const page = (JSON.parse(order.ids) as number[]).slice(offset, offset + limit);
  const rows = await db
    .prepare(
      `SELECT ${indexedColumns} FROM json_each(?) o CROSS JOIN indexed_jobs j ON j.id = o.value
       WHERE j.closed_at IS NULL AND j.duplicate_of IS NULL AND (j.valid_through IS NULL OR j.valid_through > ?) ORDER BY o.key`,
    )
    .bind(JSON.stringify(page), now)
    .all<IndexedJob>();
  return { jobs: rows.results, total: order.total, rowsRead: rowsRead + rows.meta.rows_read };
}

/**
 * Every match of a search in relevance order (the first `reachableJobs`: every page a listing can ask for), and how
 * many there are, no more than one past those (`countedTotal`). Driven from the
 * full-text side (CROSS JOIN keeps SQLite's order, INDEXED BY its index): the matches first, each joined to its
 * category entry by key, which holds every filter column. Left to itself SQLite tried every job of the category
 * against every match: 24 million rows read and 750 ms for "figma" over 40,000 jobs.
 */
async function rankingOf(db: D1Database, { where, values }: Filters, match: string): Promise<{ ids: number[]; total: number; rowsRead: number }> {
  // bm25 is lower for a better match; the title weighs most, then the company, the tags and the description; the
  // listed words weigh nothing. Scored in its own query: FTS5 gives bm25 only where the full-text table is the one
  // matched. Every match is scored and sorted anyway, so the total rides along (`count(*) OVER ()`) at little cost.
  const rows = await db
    .prepare(
      `SELECT c.job_id AS id, count(*) OVER () AS total
       FROM (SELECT rowid AS id, bm25(indexed_jobs_fts, 10.0, 4.0, 1.0, 2.0, 0.0) AS score FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?) f
       CROSS JOIN indexed_job_categories c INDEXED BY indexed_job_categories_job ON c.job_id = f.id
       WHERE ${where.join(' AND ')} ORDER BY c.featured DESC, f.score, c.sort_at DESC, c.job_id DESC LIMIT ?`,
    )
    .bind(match, ...values, reachableJobs)
    .all<{ id: number; total: number }>();
  const total = Math.min(rows.results[0]?.total ?? 0, reachableJobs + 1);
  return { ids: rows.results.map((row) => row.id), total, rowsRead: rows.meta.rows_read };
}

/** What a kept ranking is found by: the snapshot, and a hash of the category, the search and the filters. */
export function rankingKey(search: IndexSearch, match: string, asOf: number): string {
  const asked = [search.category, match, search.employment, search.experience, search.salary, search.from];
  return `${asOf}:${fnv1a64(JSON.stringify(asked)).toString(16)}`;
}
