/**
 * A listing as the index is asked for it and answers it (docs/job-index.md#listing): the visitor's filters as SQL
 * over the category entries, and the walk of a category in its order that a list with no search, or a search
 * listed newest first, reads its page from.
 */
import { areasHolding, jobListPageSize, reachableJobs, type ExperienceLevel, type SalaryFloor } from '@rdj/shared';
import { anywhere, employmentMask, type IndexRow, type ShownField } from './rows';

/** A listing as the index is asked for it: a category, the visitor's filters and search, and a page. */
export interface IndexSearch {
  category: string;
  q: string;
  employment: readonly string[];
  experience: readonly ExperienceLevel[];
  salary: SalaryFloor | null;
  from: string | null;
  /** "Shows pay": only jobs whose pay reads as a range (docs/postings.md#shows-pay-filter); false when not given. */
  pay?: boolean;
  page: number;
  /** How many pages, the last of them `page`, the answer holds (1 when not given): `?page=N` as one listing. */
  pages?: number;
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
  /** When its apply link last answered (docs/job-index.md#link-checks); null before its first check. */
  linkCheckedAt: string | null;
}

/**
 * The WHERE clause and its values for the filters (the search aside), at snapshot `asOf`; `narrowed` when a visitor's
 * filter is set.
 */
export function filtersOf(search: IndexSearch, asOf: number): { where: string[]; values: unknown[]; narrowed: boolean; asOf: number } {
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
  // A job whose salary cannot be read has no yearly top (rows.ts): the card says "Pay not disclosed".
  if (search.pay) where.push('c.salary_yearly_top IS NOT NULL');
  if (search.from) {
    const places = [anywhere, ...areasHolding(search.from)];
    // Read from the entry itself (`placesOf`), so the filter reads no row of its own.
    // A job open to one of the country's states ("US-CO") is in the country too: `,US-` finds each of them.
    const patterns = [...places.map((place) => `,${place},`), `,${search.from}-`];
    where.push(`(${patterns.map(() => 'instr(c.places, ?) > 0').join(' OR ')})`);
    values.push(...patterns);
  }
  return { where, values, narrowed: where.length > base, asOf };
}

export const nowOf = (search: IndexSearch) => search.now ?? new Date().toISOString();

/** The jobs of a listing an answer holds: from `offset`, at most `limit`. */
export interface Slice {
  offset: number;
  limit: number;
}

/** The slice of a listing `search` asks for: its `pages` pages, the last of them `page`. */
export function sliceOf({ page, pages = 1 }: IndexSearch): Slice {
  return { offset: (page - pages) * jobListPageSize, limit: pages * jobListPageSize };
}

/** The columns of an `IndexedJob`, of `indexed_jobs j`. */
export const indexedColumns = `j.id, j.key, j.source, j.title, j.company, j.location, j.type, j.salary, j.snippet, j.link, j.updated, j.featured,
  j.urgent, j.posting_path AS postingPath, j.company_path AS companyPath, j.link_checked_at AS linkCheckedAt`;

/** What one listing query answers. */
export interface Listed {
  jobs: IndexedJob[];
  total: number;
  rowsRead: number;
}

/**
 * A count of the rows `from` (a table and its WHERE) names, stopped one past the jobs a listing's pages can reach: a
 * total past that is only ever shown as "2,000+", so no listing reads further to count (docs/job-index.md#listing).
 */
const countedTotal = (from: string) => `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} LIMIT ${reachableJobs + 1})`;

/** A listing's filters, as `filtersOf` writes them. */
export type Filters = ReturnType<typeof filtersOf>;

/**
 * A listing with no search, newest first: the page walks the category's own index in its order (featured, sort
 * time, id) and stops at the page's end, and the total is counted apart, in the same batch, no further than
 * `countedTotal` goes.
 * One query with a window count read and sorted every matching job first: 214 ms for a salary floor 42,858 jobs pass.
 */
export async function browsing(db: D1Database, { where, values }: Filters, { offset, limit }: Slice): Promise<Listed> {
  const from = 'indexed_job_categories c CROSS JOIN indexed_jobs j ON j.id = c.job_id';
  // The filters as terms no index can serve (`+`), so the page walks the category's primary key in its order and
  // stops at the page's end; given the filters' index, SQLite read a salary floor's 42,858 jobs and sorted them.
  const [category, ...rest] = where;
  const walked = [category, ...rest.map((term) => `+(${term})`)].join(' AND ');
  const [page, counted] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${indexedColumns} FROM ${from} WHERE ${walked} ORDER BY c.featured DESC, c.sort_at DESC, c.job_id DESC LIMIT ? OFFSET ?`)
      .bind(...values, limit, offset),
    // Counted from the category's entries alone: they hold every filter column (indexed_job_categories_filters).
    db.prepare(countedTotal(`indexed_job_categories c WHERE ${where.join(' AND ')}`)).bind(...values),
  ]);
  return {
    jobs: page!.results as IndexedJob[],
    total: (counted!.results[0] as { n: number } | undefined)?.n ?? 0,
    rowsRead: page!.meta.rows_read + counted!.meta.rows_read,
  };
}
