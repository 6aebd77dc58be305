import { areasHolding, fnv1a64, lastJobListPage, type ExperienceLevel, type SalaryFloor } from '@rdj/shared';
import { ftsQuery, type FtsQuery } from './fts-query';
import { anywhere, employmentMask, listedWord, type IndexRow, type ShownField } from './rows';
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

/** The WHERE clause and its values for the filters (the search aside); `narrowed` when a visitor's filter is set. */
function filtersOf(search: IndexSearch, asOf: number): { where: string[]; values: unknown[]; narrowed: boolean } {
  // A posting leaves at its end, even before the expiry run closes it (docs/postings.md#lifecycle).
  const where = ['c.category = ?', 'c.job_id <= ?', '(c.valid_through IS NULL OR c.valid_through > ?)'];
  const values: unknown[] = [search.category, asOf, nowOf(search)];
  const base = where.length;
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
  return { where, values, narrowed: where.length > base };
}

const nowOf = (search: IndexSearch) => search.now ?? new Date().toISOString();

/** The columns of an `IndexedJob`, of `indexed_jobs j`. */
export const indexedColumns = `j.id, j.key, j.source, j.title, j.company, j.location, j.type, j.salary, j.snippet, j.link, j.updated, j.featured,
  j.urgent, j.posting_path AS postingPath, j.company_path AS companyPath`;

/** What one listing query answers. */
interface Listed {
  jobs: IndexedJob[];
  total: number;
  rowsRead: number;
}

/** What a kept ranking is found by: the snapshot, and a hash of the category, the search and the filters. */
function rankingKey(search: IndexSearch, match: string, asOf: number): string {
  const asked = [search.category, match, search.employment, search.experience, search.salary, search.from];
  return `${asOf}:${fnv1a64(JSON.stringify(asked)).toString(16)}`;
}

/** A visitor's search as FTS5 reads it: in the text columns only, never the board's own `listed` column. */
const inText = (match: string) => `{title company description tags} : (${match})`;

/**
 * The full-text expression of a search in `category`: the visitor's words, and the category's word in the `listed`
 * column, so FTS5 keeps to the category's open jobs on its own word lists.
 */
function categoryMatch(category: string, match: string): string {
  return `listed : "${listedWord(category).replaceAll('"', '""')}" AND ${inText(match)}`;
}

/** One page of the listing, and the total, for `query` (null: no search). */
async function listing(db: D1Database, search: IndexSearch, asOf: number, query: FtsQuery | null): Promise<Listed> {
  const filters = filtersOf(search, asOf);
  const offset = (search.page - 1) * indexPageSize;
  if (query === null) return browsing(db, filters, offset);
  const match = categoryMatch(search.category, query.match);
  // How many jobs of the category match, and (a search without OR) how many of the whole index do: no fewer, so
  // counted only when the category's alone are not more than half.
  const everywhere = query.anyOr ? '0' : 'CASE WHEN 2 * n > ?2 THEN n ELSE (SELECT count(*) FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?3 AND rowid <= ?2) END';
  const counted = await db
    .prepare(`SELECT n, ${everywhere} AS everywhere FROM (SELECT count(*) AS n FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?1 AND rowid <= ?2)`)
    .bind(match, asOf, ...(query.anyOr ? [] : [inText(query.match)]))
    .all<{ n: number; everywhere: number }>();
  const { n: matches = 0, everywhere: matchedAnywhere = 0 } = counted.results[0] ?? {};
  const read = counted.meta.rows_read;
  if (matches === 0) return { jobs: [], total: 0, rowsRead: read };
  // A job matching a search without OR holds every term of it, so when more than half the index matches, every term
  // is held by more than half: bm25 then weighs each at FTS5's floor (an IDF of one millionth), which says nothing
  // of relevance. Such a search is listed newest first, as browsing is, without scoring every match
  // (docs/job-index.md#search). Judged on the snapshot (the jobs up to `asOf`), so every page of it agrees.
  const listed =
    2 * matchedAnywhere > asOf
      ? await unranked(db, filters, offset, match, matches, search, asOf)
      : await ranked(db, filters, offset, match, rankingKey(search, match, asOf), nowOf(search));
  return { ...listed, rowsRead: listed.rowsRead + read };
}

/** The most jobs a ranked search keeps the order of: every page a listing can ask for. */
const keptRanking = lastJobListPage * indexPageSize;

/**
 * A search's page by relevance. bm25 moves as jobs are added (its word weights and mean lengths are the whole
 * index's), so the order a search had when first asked at snapshot `asOf` is kept, by `key`, and its later pages are
 * read from it: no job repeats or goes missing between them (docs/job-index.md#listing). A job closed since is left
 * out of its page.
 */
async function ranked(db: D1Database, filters: Filters, offset: number, match: string, key: string, now: string): Promise<Listed> {
  const kept = await db.prepare('SELECT ids, total FROM ranked_searches WHERE key = ?').bind(key).all<{ ids: string; total: number }>();
  let rowsRead = kept.meta.rows_read;
  let order = kept.results[0];
  if (!order) {
    const ranking = await rankingOf(db, filters, match);
    rowsRead += ranking.rowsRead;
    order = { ids: JSON.stringify(ranking.ids), total: ranking.total };
    if (ranking.total > indexPageSize) {
      const stored = await db.prepare('INSERT OR IGNORE INTO ranked_searches (key, ids, total) VALUES (?, ?, ?)').bind(key, order.ids, order.total).run();
      rowsRead += stored.meta.rows_read;
    }
  }
  const page = (JSON.parse(order.ids) as number[]).slice(offset, offset + indexPageSize);
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
 * Every match of a search in relevance order (the first `keptRanking`), and how many there are. Driven from the
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
    .bind(match, ...values, keptRanking)
    .all<{ id: number; total: number }>();
  return { ids: rows.results.map((row) => row.id), total: rows.results[0]?.total ?? 0, rowsRead: rows.meta.rows_read };
}

/**
 * A search's page newest first: the category walked as in browsing, keeping the jobs among its `matches` matches.
 * With no filter of the visitor's, the total is the full-text count less the ended postings among the matches
 * (a handful at most, found through their own index); with one, it is counted from the entries.
 */
async function unranked(db: D1Database, filters: Filters, offset: number, match: string, matches: number, search: IndexSearch, asOf: number): Promise<Listed> {
  const matched = { term: 'c.job_id IN (SELECT rowid FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ? AND rowid <= ?)', values: [match, asOf] };
  const among = { ...filters, where: [...filters.where, matched.term], values: [...filters.values, ...matched.values] };
  if (filters.narrowed) return browsing(db, among, offset);
  const ended = db
    .prepare(
      `SELECT count(*) AS n FROM indexed_job_categories c INDEXED BY indexed_job_categories_ending
       WHERE c.category = ? AND c.valid_through <= ? AND c.job_id <= ?
       AND EXISTS (SELECT 1 FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ? AND rowid = c.job_id)`,
    )
    .bind(search.category, nowOf(search), asOf, match);
  const page = await browsing(db, among, offset, ended);
  return { ...page, total: matches - page.total };
}

/** A listing's filters, as `filtersOf` writes them. */
type Filters = ReturnType<typeof filtersOf>;

/**
 * A listing with no search, newest first: the page walks the category's own index in its order (featured, sort
 * time, id) and stops at the page's end, and the total is counted apart, in the same batch (by `count` when given).
 * One query with a window count read and sorted every matching job first: 214 ms for a salary floor 42,858 jobs pass.
 */
async function browsing(db: D1Database, { where, values }: Filters, offset: number, count?: D1PreparedStatement): Promise<Listed> {
  const from = 'indexed_job_categories c CROSS JOIN indexed_jobs j ON j.id = c.job_id';
  // The filters as terms no index can serve (`+`), so the page walks the category's primary key in its order and
  // stops at the page's end; given the filters' index, SQLite read a salary floor's 42,858 jobs and sorted them.
  const [category, ...rest] = where;
  const walked = [category, ...rest.map((term) => `+(${term})`)].join(' AND ');
  const [page, counted] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${indexedColumns} FROM ${from} WHERE ${walked} ORDER BY c.featured DESC, c.sort_at DESC, c.job_id DESC LIMIT ? OFFSET ?`)
      .bind(...values, indexPageSize, offset),
    // Counted from the category's entries alone: they hold every filter column (indexed_job_categories_filters).
    count ?? db.prepare(`SELECT count(*) AS n FROM indexed_job_categories c WHERE ${where.join(' AND ')}`).bind(...values),
  ]);
  return {
    jobs: page!.results as IndexedJob[],
    total: (counted!.results[0] as { n: number } | undefined)?.n ?? 0,
    rowsRead: page!.meta.rows_read + counted!.meta.rows_read,
  };
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
  const first = await listing(db, search, asOf, query);
  const page = { page: search.page, asOf, refreshedAt: state?.refreshedAt ?? null };
  if (first.total > 0 || !query) return { ...first, ...page, searchedFor: {} };
  const fixes = await spellingFixes(db, query.words);
  if (fixes.size === 0) return { ...first, ...page, searchedFor: {} };
  const fixed = await listing(db, search, asOf, ftsQuery(search.q, fixes));
  return { ...fixed, ...page, searchedFor: Object.fromEntries(fixes), rowsRead: first.rowsRead + fixed.rowsRead };
}
