/**
 * A search's page, ranked by relevance or listed newest first (docs/job-index.md#search), and the order kept for its
 * later pages (docs/job-index.md#listing).
 */
import { fnv1a64, jobListPageSize, reachableJobs } from '@rdj/shared';
import { indexedColumns, type Filters, type IndexedJob, type IndexSearch, type Listed, type Slice } from './listing';

/** How many of the index's newest jobs judge whether more than half of it matches a search. */
const judgedJobs = 200;

/** A search as FTS5 is asked it: in its category (`match`), and in the whole index (`judged`; null: never judged). */
interface SearchMatch {
  match: string;
  judged: string | null;
}

/** A match of a search's ranking: its category entry (null: the job is not listed there, or not past the filters). */
interface Ranked {
  id: number | null;
  featured: number;
  sortAt: string;
  score?: number;
}

/**
 * A search's page at `now`: its category's newest `reachableJobs` matches that pass the filters, by relevance or
 * newest first (docs/job-index.md#listing). bm25 moves as jobs are added (its word weights and mean lengths are the
 * whole index's), so the order a search had when first asked at a snapshot is kept, by `kept.key`, with the total
 * it showed, and its later pages are read from it: no job repeats or goes missing between them, and nothing is
 * counted or judged again. A job closed since is left out of its page. Only an order ranked at the index as it
 * stands now is kept (`kept.keep`): a snapshot the client made up, older or newer, is ranked afresh and leaves no
 * row, so no client grows `ranked_searches` at will.
 */
export async function ranked(db: D1Database, filters: Filters, slice: Slice, search: SearchMatch, kept: { key: string; keep: boolean }, now: string): Promise<Listed> {
  // A search without OR that matches more than half the index is listed newest first: every term of it is held by
  // more than half the jobs, so bm25 weighs each at FTS5's floor (an IDF of one millionth) and says nothing of
  // relevance (docs/job-index.md#search). Judged on the snapshot's newest `judgedJobs` ids, read newest first and no
  // further: FTS5 stops there, where a range of rowids alone read every match.
  const judged = search.judged
    ? `SELECT count(*) AS n FROM (SELECT rowid FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?1 AND rowid <= ?2
       ORDER BY rowid DESC LIMIT ${judgedJobs}) WHERE rowid > ?2 - ${judgedJobs}`
    : 'SELECT 0 AS n';
  const [found, sample] = await db.batch<{ ids: string; total: number } | { n: number }>([
    db.prepare('SELECT ids, total FROM ranked_searches WHERE key = ?').bind(kept.key),
    db.prepare(judged).bind(...(search.judged ? [search.judged, filters.asOf] : [])),
  ]);
  let rowsRead = found!.meta.rows_read + sample!.meta.rows_read;
  let order = found!.results[0] as { ids: string; total: number } | undefined;
  const statements: D1PreparedStatement[] = [];
  if (!order) {
    const matched = (sample!.results[0] as { n: number } | undefined)?.n ?? 0;
    const ranking = await rankingOf(db, filters, search.match, 2 * matched <= Math.min(filters.asOf, judgedJobs));
    rowsRead += ranking.rowsRead;
    order = { ids: JSON.stringify(ranking.ids), total: ranking.total };
    if (kept.keep && ranking.ids.length > jobListPageSize) {
      statements.push(db.prepare('INSERT OR IGNORE INTO ranked_searches (key, ids, total) VALUES (?, ?, ?)').bind(kept.key, order.ids, order.total));
    }
  }
  const page = (JSON.parse(order.ids) as number[]).slice(slice.offset, slice.offset + slice.limit);
  if (page.length === 0 && statements.length === 0) return { jobs: [], total: order.total, rowsRead };
  const jobs = db
    .prepare(
      `SELECT ${indexedColumns} FROM json_each(?) o CROSS JOIN indexed_jobs j ON j.id = o.value
       WHERE j.closed_at IS NULL AND j.duplicate_of IS NULL AND (j.valid_through IS NULL OR j.valid_through > ?) ORDER BY o.key`,
    )
    .bind(JSON.stringify(page), now);
  const results = await db.batch<unknown>([...statements, jobs]);
  rowsRead += results.reduce((sum, result) => sum + result.meta.rows_read, 0);
  return { jobs: results.at(-1)!.results as IndexedJob[], total: order.total, rowsRead };
}

/**
 * A search's listed matches in order, and its total: the newest `reachableJobs` of the category's matches at the
 * snapshot (as many as every page of a listing can show), those that pass the filters, by relevance or newest
 * first. Driven from the full-text side (a LEFT JOIN keeps SQLite's order, INDEXED BY its index): the matches first,
 * newest first on FTS5's own rowid order, which stops at the limit (a range of rowids would not), each joined to its
 * category entry by key, which holds every filter column. One match past the limit says there are more: with no
 * filter of the visitor's, the total is then "2,000+". Sorted here, not by SQLite, whose sorter read every match
 * again. Left to itself SQLite tried every job of the category against every match: 24 million rows read and 750 ms
 * for "figma" over 40,000 jobs.
 */
async function rankingOf(db: D1Database, { where, values, asOf, narrowed }: Filters, match: string, byRelevance: boolean): Promise<{ ids: number[]; total: number; rowsRead: number }> {
  // bm25 is lower for a better match; the title weighs most, then the company, the tags and the description; the
  // listed words weigh nothing. Scored in its own query: FTS5 gives bm25 only where the full-text table is the one
  // matched.
  const score = byRelevance ? ', bm25(indexed_jobs_fts, 10.0, 4.0, 1.0, 2.0, 0.0) AS score' : '';
  const rows = await db
    .prepare(
      `SELECT c.job_id AS id, c.featured, c.sort_at AS sortAt${byRelevance ? ', f.score' : ''}
       FROM (SELECT rowid AS id${score} FROM indexed_jobs_fts
             WHERE indexed_jobs_fts MATCH ? AND rowid <= ? ORDER BY rowid DESC LIMIT ?) f
       LEFT JOIN indexed_job_categories c INDEXED BY indexed_job_categories_job ON c.job_id = f.id AND ${where.join(' AND ')}`,
    )
    .bind(match, asOf, reachableJobs + 1, ...values)
    .all<Ranked>();
  const listed = rows.results.slice(0, reachableJobs).filter((row) => row.id !== null);
  listed.sort((a, b) => b.featured - a.featured || (a.score ?? 0) - (b.score ?? 0) || (a.sortAt < b.sortAt ? 1 : a.sortAt > b.sortAt ? -1 : 0) || b.id! - a.id!);
  const matches = rows.results.length;
  return { ids: listed.map((row) => row.id!), total: !narrowed && matches > reachableJobs ? matches : listed.length, rowsRead: rows.meta.rows_read };
}

/** What a kept ranking is found by: the snapshot, and a hash of the category, the search and the filters. */
export function rankingKey(search: IndexSearch, match: string, asOf: number): string {
  const asked = [search.category, match, search.employment, search.experience, search.salary, search.from, search.pay ?? false];
  return `${asOf}:${fnv1a64(JSON.stringify(asked)).toString(16)}`;
}
