/**
 * A search's page, ranked by relevance or listed newest first (docs/job-index.md#search), and the ranked order kept
 * for its later pages (docs/job-index.md#listing).
 */
import { fnv1a64, jobListPageSize, reachableJobs } from '@rdj/shared';
import { indexedColumns, type Filters, type IndexedJob, type IndexSearch, type Listed, type Slice } from './listing';

/** How a search's page is ordered: at `now`, by relevance or else newest first. */
interface Order {
  now: string;
  byRelevance: boolean;
}

/**
 * A search's page: its category's newest `reachableJobs` matches that pass the filters, by relevance or newest first
 * (docs/job-index.md#listing). bm25 moves as jobs are added (its word weights and mean lengths are the whole
 * index's), so the order a search had when first asked at a snapshot is kept, by `kept.key`, and its later pages are
 * read from it: no job repeats or goes missing between them. A newest-first order is kept alike, so its later pages
 * read 2,000 ids, not its 2,000 matches again. A job closed since is left out of its page. Only an
 * order ranked at the index as it stands now is kept (`kept.keep`): a snapshot the client made up, older or newer,
 * is ranked afresh and leaves no row, so no client grows `ranked_searches` at will.
 */
export async function ranked(db: D1Database, filters: Filters, { offset, limit }: Slice, match: string, kept: { key: string; keep: boolean }, { now, byRelevance }: Order): Promise<Listed> {
  const found = await db.prepare('SELECT ids, total FROM ranked_searches WHERE key = ?').bind(kept.key).all<{ ids: string; total: number }>();
  let rowsRead = found.meta.rows_read;
  let order = found.results[0];
  if (!order) {
    const ranking = await rankingOf(db, filters, match, byRelevance);
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
 * A search's matches in order, and how many there are: the newest `reachableJobs` of the category's matches at the
 * snapshot (as many as every page of a listing can show), those that pass the filters, by relevance or newest
 * first. Driven from the full-text side (CROSS JOIN keeps SQLite's order, INDEXED BY its index): the matches first,
 * newest first on FTS5's own rowid order, which stops at the limit (a range of rowids would not), each joined to its
 * category entry by key, which holds every filter column. Left to itself SQLite tried every job of the category
 * against every match: 24 million rows read and 750 ms for "figma" over 40,000 jobs. Ranking every match read 18,000
 * rows and more for a word a category's jobs often hold.
 */
async function rankingOf(db: D1Database, { where, values, asOf }: Filters, match: string, byRelevance: boolean): Promise<{ ids: number[]; total: number; rowsRead: number }> {
  // bm25 is lower for a better match; the title weighs most, then the company, the tags and the description; the
  // listed words weigh nothing. Scored in its own query: FTS5 gives bm25 only where the full-text table is the one
  // matched. Every match listed is read, so they are the total.
  const score = byRelevance ? ', bm25(indexed_jobs_fts, 10.0, 4.0, 1.0, 2.0, 0.0) AS score' : '';
  const rows = await db
    .prepare(
      `SELECT c.job_id AS id
       FROM (SELECT rowid AS id${score} FROM indexed_jobs_fts
             WHERE indexed_jobs_fts MATCH ? AND rowid <= ? ORDER BY rowid DESC LIMIT ?) f
       CROSS JOIN indexed_job_categories c INDEXED BY indexed_job_categories_job ON c.job_id = f.id
       WHERE ${where.join(' AND ')} ORDER BY c.featured DESC, ${byRelevance ? 'f.score, ' : ''}c.sort_at DESC, c.job_id DESC`,
    )
    .bind(match, asOf, reachableJobs, ...values)
    .all<{ id: number }>();
  return { ids: rows.results.map((row) => row.id), total: rows.results.length, rowsRead: rows.meta.rows_read };
}

/** What a kept ranking is found by: the snapshot, and a hash of the category, the search and the filters. */
export function rankingKey(search: IndexSearch, match: string, asOf: number): string {
  const asked = [search.category, match, search.employment, search.experience, search.salary, search.from];
  return `${asOf}:${fnv1a64(JSON.stringify(asked)).toString(16)}`;
}
