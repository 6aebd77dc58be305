import { reachableJobs } from '@rdj/shared';
import { ftsQuery, type FtsQuery } from './fts-query';
import { browsing, countedTotal, filtersOf, nowOf, sliceOf, type Filters, type IndexedJob, type IndexSearch, type Listed, type Slice } from './listing';
import { ranked, rankingKey } from './ranked';
import { listedWord } from './rows';
import { spellingFixes } from './spelling';
import { refreshedAtSql } from './status';

interface IndexPage {
  /** The jobs of the pages asked for (`sliceOf`). */
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

/** A visitor's search as FTS5 reads it: in the text columns only, never the board's own `listed` column. */
const inText = (match: string) => `{title company description tags} : (${match})`;

/**
 * The full-text expression of a search in `category`: the visitor's words, and the category's word in the `listed`
 * column, so FTS5 keeps to the category's open jobs on its own word lists.
 */
function categoryMatch(category: string, match: string): string {
  return `listed : "${listedWord(category).replaceAll('"', '""')}" AND ${inText(match)}`;
}

/**
 * One page of the listing, and the total, for `query` (null: no search), at snapshot `asOf`; `current` says whether
 * that is the index as it stands now, the only snapshot whose ranked order is kept (ranked.ts).
 */
async function pageOf(db: D1Database, search: IndexSearch, asOf: number, current: boolean, query: FtsQuery | null): Promise<Listed> {
  const filters = filtersOf(search, asOf);
  const slice = sliceOf(search);
  if (query === null) return browsing(db, filters, slice);
  const match = categoryMatch(search.category, query.match);
  // How many jobs of the category match (no further than a listing can reach), and (a search without OR) whether more
  // than half the whole index does: asked only when the category's alone are not more than half, and counted no
  // further than one past half.
  const pastHalf = '(SELECT count(*) FROM (SELECT 1 FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?3 AND rowid <= ?2 LIMIT CAST(?2 AS INTEGER) / 2 + 1))';
  const everywhere = query.anyOr ? '0' : `CASE WHEN 2 * n > ?2 THEN n ELSE ${pastHalf} END`;
  const counted = await db
    .prepare(`SELECT n, ${everywhere} AS everywhere FROM (${countedTotal('indexed_jobs_fts WHERE indexed_jobs_fts MATCH ?1 AND rowid <= ?2')})`)
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
      ? await unranked(db, filters, slice, match, matches, search, asOf)
      : await ranked(db, filters, slice, match, { key: rankingKey(search, match, asOf), keep: current }, nowOf(search));
  return { ...listed, rowsRead: listed.rowsRead + read };
}

/**
 * A search's page newest first: the category walked as in browsing, keeping the jobs among its `matches` matches.
 * With no filter of the visitor's, the total is the full-text count less the ended postings among the matches
 * (a handful at most, found through their own index), or more than the listing reaches when the count stopped
 * there; with a filter, it is counted from the entries.
 */
async function unranked(db: D1Database, filters: Filters, slice: Slice, match: string, matches: number, search: IndexSearch, asOf: number): Promise<Listed> {
  const matched = { term: 'c.job_id IN (SELECT rowid FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ? AND rowid <= ?)', values: [match, asOf] };
  const among = { ...filters, where: [...filters.where, matched.term], values: [...filters.values, ...matched.values] };
  if (filters.narrowed) return browsing(db, among, slice);
  const ended = db
    .prepare(
      `SELECT count(*) AS n FROM indexed_job_categories c INDEXED BY indexed_job_categories_ending
       WHERE c.category = ? AND c.valid_through <= ? AND c.job_id <= ?
       AND EXISTS (SELECT 1 FROM indexed_jobs_fts WHERE indexed_jobs_fts MATCH ? AND rowid = c.job_id)`,
    )
    .bind(search.category, nowOf(search), asOf, match);
  const page = await browsing(db, among, slice, ended);
  return { ...page, total: matches > reachableJobs ? matches : matches - page.total };
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
  const latest = state?.latest ?? 0;
  const asOf = search.asOf ?? latest;
  const query = ftsQuery(search.q);
  const first = await pageOf(db, search, asOf, asOf === latest, query);
  const page = { page: search.page, asOf, refreshedAt: state?.refreshedAt ?? null };
  if (first.total > 0 || !query) return { ...first, ...page, searchedFor: {} };
  const fixes = await spellingFixes(db, query.words);
  if (fixes.size === 0) return { ...first, ...page, searchedFor: {} };
  const fixed = await pageOf(db, search, asOf, asOf === latest, ftsQuery(search.q, fixes));
  return { ...fixed, ...page, searchedFor: Object.fromEntries(fixes), rowsRead: first.rowsRead + fixed.rowsRead };
}
