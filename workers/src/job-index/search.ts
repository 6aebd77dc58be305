import { ftsQuery, type FtsQuery } from './fts-query';
import { browsing, filtersOf, nowOf, sliceOf, type IndexedJob, type IndexSearch, type Listed } from './listing';
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
  if (query === null) return browsing(db, filters, sliceOf(search));
  const match = categoryMatch(search.category, query.match);
  const kept = { key: rankingKey(search, match, asOf), keep: current };
  return ranked(db, filters, sliceOf(search), { match, judged: query.anyOr ? null : inText(query.match) }, kept, nowOf(search));
}

/**
 * A page of a category's listing from the index (docs/job-index.md#listing): the filters and the search as one
 * query, 20 jobs a page, featured postings first, then the best matches (bm25) or the newest, with the total (no
 * further than the list's 100 pages reach), as the index stood at `asOf` (offset paging over a snapshot: page N is
 * a true page and its address stays plain). A search no job matches is tried again with each unknown word replaced by its closest indexed word.
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
