import { shownPages, type AlertSearch, type BoardJob, type CategoryListing, type JobListPage, type SalaryFloor } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Only these category pages nest the endless list (docs/pages.md#category-listing-pages). */
export const endlessListCategories: readonly string[] = ['graphic-design', 'ux-ui-design', 'freelance-design'];

/** What a category listing asks for, apart from the page. */
export interface JobListFilter {
  category: string;
  q?: string;
  employment?: readonly string[];
  experience?: readonly string[];
  /** The yearly salary floor and the country someone works from (docs/postings.md#salary-filter). */
  salary?: SalaryFloor | null;
  from?: string | null;
  /** "Shows pay" (docs/postings.md#shows-pay-filter). */
  pay?: boolean;
}

/**
 * `GET /api/jobs?category=…&page=…&q=…&employment=a,b&experience=a,b&salary=…&currency=…&from=…&pay=1&asOf=…&pages=…`; empty
 * values (and `pages` of 1) are left out. `asOf` is the list's first page's: a later page keeps to the jobs that page
 * saw (docs/job-index.md#listing). The edge asks without it, and for every page its address shows at once (`pages`,
 * `listingPaths`), so its answers are found by path.
 */
export function jobListPath(filter: JobListFilter, page: number, asOf?: number | null, pages = 1): string {
  const params = new URLSearchParams({ category: filter.category, page: String(page) });
  if (filter.q) params.set('q', filter.q);
  if (filter.employment?.length) params.set('employment', filter.employment.join(','));
  if (filter.experience?.length) params.set('experience', filter.experience.join(','));
  if (filter.salary) {
    params.set('salary', String(filter.salary.amount));
    params.set('currency', filter.salary.currency);
  }
  if (filter.from) params.set('from', filter.from);
  if (filter.pay) params.set('pay', '1');
  if (asOf != null) params.set('asOf', String(asOf));
  if (pages > 1) params.set('pages', String(pages));
  return `/api/jobs?${params}`;
}

/** One page of a category listing; the body is not trusted to be a JobListPage (see `isJobListPage`). */
export function fetchJobPage(filter: JobListFilter, page: number, asOf: number | null, signal: AbortSignal): Promise<unknown> {
  return api<unknown>(jobListPath(filter, page, asOf), { signal });
}

export function isJobListPage(body: unknown): body is JobListPage<BoardJob> {
  return typeof body === 'object' && body !== null && Array.isArray((body as { jobs?: unknown }).jobs);
}

/** The search list's filter for a listing: the category, the search text, and the salary floor, country and Shows pay. */
export function searchFilter(category: string, listing: CategoryListing): JobListFilter {
  return { category, q: listing.q, salary: listing.salary, from: listing.from, pay: listing.pay };
}

/**
 * The endless list's filter for a listing: the category, employment types and experience levels, and the salary
 * floor, country and Shows pay, which narrow both lists.
 */
export function endlessFilter(category: string, listing: CategoryListing): JobListFilter {
  const { employment, experience, salary, from, pay } = listing;
  return { category, employment, experience, salary, from, pay };
}

/**
 * The search an alert from a category page follows (docs/alerts.md): its category, its search text and, on a page
 * with the endless list, that list's filters. A page without the list shows no filters, so its alert has none.
 * Alerts keep Shows pay, which narrows every category page's lists, but not the salary floor or the country (the
 * alert form says so while either is set).
 */
export function alertSearchOf(category: string, listing: CategoryListing): AlertSearch {
  const filtered = endlessListCategories.includes(category);
  return {
    category,
    q: listing.q,
    employment: filtered ? listing.employment : [],
    experience: filtered ? listing.experience : [],
    pay: listing.pay,
  };
}

/** The one request for every page `?page=N` shows of a list (`shownPages(N)`): one listing, not N. */
export function shownPagesPath(filter: JobListFilter, through: number): string {
  return jobListPath(filter, through, null, shownPages(through).length);
}

/**
 * Every request a category page shows the answers of for `listing` (docs/pages.md, category pages): one for the
 * search list's pages up to `listing.page`, and one for the endless list's up to `listing.browse` where the page has
 * one. The two are one request when they ask the same.
 */
export function listingPaths(category: string, listing: CategoryListing): string[] {
  const search = shownPagesPath(searchFilter(category, listing), listing.page);
  const endless = endlessListCategories.includes(category) ? [shownPagesPath(endlessFilter(category, listing), listing.browse)] : [];
  return [...new Set([search, ...endless])];
}
