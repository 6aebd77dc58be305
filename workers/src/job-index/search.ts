import { areasHolding, type ExperienceLevel, type SalaryFloor } from '@rdj/shared';
import { ftsQuery } from './fts-query';
import { anywhere, employmentMask, type IndexRow, type ShownField } from './rows';
import { spellingFixes } from './spelling';
import { refreshedAtSql } from './status';

/** Jobs on one page of a listing (docs/job-index.md#listing). */
export const indexPageSize = 20;

/** A listing as the index is asked for it: a category, the visitor's filters and search, and a page. */
export interface IndexSearch {
  category: string;
  q: string;
  employment: readonly string[];
  experience: readonly ExperienceLevel[];
  salary: SalaryFloor | null;
  from: string | null;
  page: number;
  /**
   * The listing as it stood when its first page was read: jobs added to the index after that are left out, so its
   * later pages neither repeat nor skip a job (docs/job-index.md#listing). Null: as it stands now.
   */
  asOf?: number | null;
  /** The time a posting's end is checked against (ISO); now when not given. */
  now?: string;
}

/** An indexed job as a listing reads it (D1 answers its flags as 0 or 1). */
export interface IndexedJob extends Pick<IndexRow, ShownField | 'key' | 'source' | 'postingPath' | 'companyPath'> {
  id: number;
  featured: number;
  urgent: number;
}

export interface IndexPage {
  jobs: IndexedJob[];
  /** How many jobs match in all, on every page. */
  total: number;
  page: number;
  /** The highest job id this listing holds: its next pages ask `asOf` it. */
  asOf: number;
  /** The words searched instead of words no job holds ("figam" → "figma"); empty when none was replaced. */
  searchedFor: Record<string, string>;
  /** When the last ingest run finished (ISO), null before the first: what the listing's jobs are as fresh as. */
  refreshedAt: string | null;
  /** The rows D1 read for this answer, every query of it (the bench prints them). */
  rowsRead: number;
}

/** The WHERE clause and its values for the filters (the search aside). */
function filtersOf(search: IndexSearch, asOf: number): { where: string[]; values: unknown[] } {
  // A posting leaves at its end, even before the expiry run closes it (docs/postings.md#lifecycle).
  const where = ['c.category = ?', 'c.job_id <= ?', '(c.valid_through IS NULL OR c.valid_through > ?)'];
  const values: unknown[] = [search.category, asOf, search.now ?? new Date().toISOString()];
  if (search.employment.length > 0) {
    where.push('(c.employment & ?) != 0');
    values.push(employmentMask(search.employment));
  }
  if (search.experience.length > 0) {
    where.push(`c.experience IN (${search.experience.map(() => '?').join(', ')})`);
    values.push(...search.experience);
  }
  if (search.salary) {
    where.push('c.salary_currency = ? AND c.salary_yearly_top >= ?');
    values.push(search.salary.currency, search.salary.amount);
  }
  if (search.from) {
    const places = [anywhere, ...areasHolding(search.from)];
    where.push(`EXISTS (SELECT 1 FROM indexed_job_places p WHERE p.job_id = c.job_id AND p.place IN (${places.map(() => '?').join(', ')}))`);
    values.push(...places);
  }
  return { where, values };
}

/** The columns of an `IndexedJob`, of `indexed_jobs j`. */
export const indexedColumns = `j.id, j.key, j.source, j.title, j.company, j.location, j.type, j.salary, j.snippet, j.link, j.updated, j.featured,
  j.urgent, j.posting_path AS postingPath, j.company_path AS companyPath`;

/** One page of the listing, and the total, for `match` (an FTS5 expression, or null for no search). */
async function listing(db: D1Database, search: IndexSearch, asOf: number, match: string | null): Promise<{ jobs: IndexedJob[]; total: number; rowsRead: number }> {
  const { where, values } = filtersOf(search, asOf);
  const offset = (search.page - 1) * indexPageSize;
  if (match === null) return browsing(db, where, values, offset);
  // Driven from the full-text side (CROSS JOIN keeps SQLite's order, INDEXED BY its index): the matches first, each
  // joined to its category entry by key, which holds every filter column. Left to itself SQLite tried every job of
  // the category against every match: 24 million rows read and 750 ms for "figma" over 40,000 jobs. Only the page's
  // 20 are then joined to their rows.
  // bm25 is lower for a better match; the title weighs most, then the company, the tags and the description.
  // Scored in its own query: FTS5 gives bm25 only where the full-text table is the one matched. Every match is
  // scored and sorted anyway, so the total rides along (`count(*) OVER ()`) at little cost.
  const from = `(SELECT rowid AS id, bm25(indexed_jobs_fts, 10.0, 4.0, 1.0, 2.0) AS score FROM indexed_jobs_fts
    WHERE indexed_jobs_fts MATCH ?) f CROSS JOIN indexed_job_categories c INDEXED BY indexed_job_categories_job ON c.job_id = f.id`;
  const ranked = `SELECT c.job_id AS id, c.featured, f.score, c.sort_at, count(*) OVER () AS total FROM ${from}
    WHERE ${where.join(' AND ')} ORDER BY c.featured DESC, f.score, c.sort_at DESC, c.job_id DESC LIMIT ? OFFSET ?`;
  const rows = await db
    .prepare(
      `SELECT ${indexedColumns}, r.total FROM (${ranked}) r CROSS JOIN indexed_jobs j ON j.id = r.id
       ORDER BY r.featured DESC, r.score, r.sort_at DESC, r.id DESC`,
    )
    .bind(match, ...values, indexPageSize, offset)
    .all<IndexedJob & { total: number }>();
  const counted = rows.results.length === 0 && offset > 0 ? await countOf(db, from, where, [match, ...values]) : null;
  return {
    jobs: rows.results.map(({ total: _total, ...job }) => job),
    total: rows.results[0]?.total ?? counted?.n ?? 0,
    rowsRead: rows.meta.rows_read + (counted?.rowsRead ?? 0),
  };
}

/**
 * A listing with no search, newest first: the page walks the category's own index in its order (featured, sort
 * time, id) and stops at the page's end, and the total is counted apart, in the same batch. One query with a
 * window count read and sorted every matching job first: 214 ms for a salary floor 42,858 jobs pass.
 */
async function browsing(db: D1Database, where: string[], values: unknown[], offset: number): Promise<{ jobs: IndexedJob[]; total: number; rowsRead: number }> {
  const from = 'indexed_job_categories c CROSS JOIN indexed_jobs j ON j.id = c.job_id';
  // The filters as terms no index can serve (`+`), so the page walks the category's primary key in its order and
  // stops at the page's end; given the filters' index, SQLite read a salary floor's 42,858 jobs and sorted them.
  const [category, ...filters] = where;
  const walked = [category, ...filters.map((term) => `+(${term})`)].join(' AND ');
  const [page, count] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${indexedColumns} FROM ${from} WHERE ${walked} ORDER BY c.featured DESC, c.sort_at DESC, c.job_id DESC LIMIT ? OFFSET ?`)
      .bind(...values, indexPageSize, offset),
    // Counted from the category's entries alone: they hold every filter column (indexed_job_categories_filters).
    db.prepare(`SELECT count(*) AS n FROM indexed_job_categories c WHERE ${where.join(' AND ')}`).bind(...values),
  ]);
  return {
    jobs: page!.results as IndexedJob[],
    total: (count!.results[0] as { n: number } | undefined)?.n ?? 0,
    rowsRead: page!.meta.rows_read + count!.meta.rows_read,
  };
}

/** The count alone, for a page past the last (which has no row to carry it). */
async function countOf(db: D1Database, from: string, where: string[], values: unknown[]): Promise<{ n: number; rowsRead: number }> {
  const rows = await db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${where.join(' AND ')}`).bind(...values).all<{ n: number }>();
  return { n: rows.results[0]?.n ?? 0, rowsRead: rows.meta.rows_read };
}

/**
 * A page of a category's listing from the index (docs/job-index.md#listing): the filters and the search as one
 * query, 20 jobs a page, featured postings first, then the best matches (bm25) or the newest, with the true total,
 * as the index stood at `asOf` (offset paging over a snapshot: page N is a true page and its address stays plain).
 * A search no job matches is tried again with each unknown word replaced by its closest indexed word.
 */
export async function searchIndex(db: D1Database, search: IndexSearch): Promise<IndexPage> {
  const state = await db
    .prepare(
      `SELECT (SELECT coalesce(max(id), 0) FROM indexed_jobs) AS latest,
       ${refreshedAtSql} AS refreshedAt`,
    )
    .first<{ latest: number; refreshedAt: string | null }>();
  const asOf = search.asOf ?? state?.latest ?? 0;
  const query = ftsQuery(search.q);
  const first = await listing(db, search, asOf, query?.match ?? null);
  const page = { page: search.page, asOf, refreshedAt: state?.refreshedAt ?? null };
  if (first.total > 0 || !query) return { ...first, ...page, searchedFor: {} };
  const fixes = await spellingFixes(db, query.words);
  if (fixes.size === 0) return { ...first, ...page, searchedFor: {} };
  const fixed = await listing(db, search, asOf, ftsQuery(search.q, fixes)!.match);
  return { ...fixed, ...page, searchedFor: Object.fromEntries(fixes), rowsRead: first.rowsRead + fixed.rowsRead };
}
