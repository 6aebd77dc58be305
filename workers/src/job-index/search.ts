import { areasHolding, type ExperienceLevel, type SalaryFloor } from '@rdj/shared';
import { ftsQuery } from './fts-query';
import { anywhere, employmentMask, type IndexRow, type ShownField } from './rows';
import { spellingFixes } from './spelling';

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
}

/** An indexed job as a listing reads it (D1 answers its flags as 0 or 1). */
export interface IndexedJob extends Pick<IndexRow, ShownField | 'key' | 'source'> {
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
  /** The rows D1 read for this answer, every query of it (the bench prints them). */
  rowsRead: number;
}

/** The WHERE clause and its values for the filters (the search aside). */
function filtersOf(search: IndexSearch, asOf: number): { where: string[]; values: unknown[] } {
  const where = ['c.category = ?', 'c.job_id <= ?'];
  const values: unknown[] = [search.category, asOf];
  if (search.employment.length > 0) {
    where.push('(j.employment & ?) != 0');
    values.push(employmentMask(search.employment));
  }
  if (search.experience.length > 0) {
    where.push(`j.experience IN (${search.experience.map(() => '?').join(', ')})`);
    values.push(...search.experience);
  }
  if (search.salary) {
    where.push('j.salary_currency = ? AND j.salary_yearly_top >= ?');
    values.push(search.salary.currency, search.salary.amount);
  }
  if (search.from) {
    const places = [anywhere, ...areasHolding(search.from)];
    where.push(`EXISTS (SELECT 1 FROM indexed_job_places p WHERE p.job_id = j.id AND p.place IN (${places.map(() => '?').join(', ')}))`);
    values.push(...places);
  }
  return { where, values };
}

const columns = 'j.id, j.key, j.source, j.title, j.company, j.location, j.type, j.salary, j.snippet, j.link, j.updated, j.featured, j.urgent';

/** One page of the listing, and the total, for `match` (an FTS5 expression, or null for no search). */
async function listing(db: D1Database, search: IndexSearch, asOf: number, match: string | null): Promise<{ jobs: IndexedJob[]; total: number; rowsRead: number }> {
  const filters = filtersOf(search, asOf);
  let from = 'indexed_job_categories c JOIN indexed_jobs j ON j.id = c.job_id';
  let order = 'c.featured DESC, c.sort_at DESC, c.job_id DESC';
  const { where } = filters;
  let values = filters.values;
  if (match !== null) {
    // Driven from the full-text side (CROSS JOIN keeps SQLite's order, INDEXED BY its index): the matches first, each
    // joined to its row and its category by key. Left to itself SQLite tried every job of the category against
    // every match: 24 million rows read and 750 ms for "figma" over 40,000 jobs, against 12 ms this way.
    // bm25 is lower for a better match; the title weighs most, then the company, the tags and the description.
    // Scored in its own query: FTS5 gives bm25 only where the full-text table is the one matched.
    from = `(SELECT rowid AS id, bm25(indexed_jobs_fts, 10.0, 4.0, 1.0, 2.0) AS score FROM indexed_jobs_fts
      WHERE indexed_jobs_fts MATCH ?) f CROSS JOIN indexed_jobs j ON j.id = f.id
      CROSS JOIN indexed_job_categories c INDEXED BY indexed_job_categories_job ON c.job_id = j.id`;
    values = [match, ...values];
    order = 'c.featured DESC, f.score, c.sort_at DESC, c.job_id DESC';
  }
  const offset = (search.page - 1) * indexPageSize;
  const rows = await db
    .prepare(`SELECT ${columns}, count(*) OVER () AS total FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .bind(...values, indexPageSize, offset)
    .all<IndexedJob & { total: number }>();
  const counted = rows.results.length === 0 && offset > 0 ? await countOf(db, from, where, values) : null;
  return {
    jobs: rows.results.map(({ total: _total, ...job }) => job),
    total: rows.results[0]?.total ?? counted?.n ?? 0,
    rowsRead: rows.meta.rows_read + (counted?.rowsRead ?? 0),
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
  const asOf = search.asOf ?? (await db.prepare('SELECT coalesce(max(id), 0) AS n FROM indexed_jobs').first<number>('n')) ?? 0;
  const query = ftsQuery(search.q);
  const first = await listing(db, search, asOf, query?.match ?? null);
  const page = { page: search.page, asOf };
  if (first.total > 0 || !query) return { ...first, ...page, searchedFor: {} };
  const fixes = await spellingFixes(db, query.words);
  if (fixes.size === 0) return { ...first, ...page, searchedFor: {} };
  const fixed = await listing(db, search, asOf, ftsQuery(search.q, fixes)!.match);
  return { ...fixed, ...page, searchedFor: Object.fromEntries(fixes), rowsRead: first.rowsRead + fixed.rowsRead };
}
