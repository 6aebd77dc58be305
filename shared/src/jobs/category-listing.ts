import { pageNumber } from '../listing-pages';
import { employmentTypes, experienceLevels, type EmploymentType, type ExperienceLevel } from './job';
import { maxSalaryFloor } from './job-filters';
import { salaryCurrencies, type SalaryCurrency, type SalaryFloor } from './salary';
import { countryName } from './work-from';

/** Jobs on one page of a category listing (docs/job-index.md#listing). */
export const jobListPageSize = 20;

/** The highest page `GET /api/jobs` serves (`jobListQuery.page`). */
export const lastJobListPage = 100;

/**
 * The most jobs a listing's pages can show, to the end of its last page. A listing's total is counted no further
 * than one past it, so a total of `reachableJobs + 1` says "more than 2,000" (docs/job-index.md#listing).
 */
export const reachableJobs = lastJobListPage * jobListPageSize;

/** The longest search text `GET /api/jobs` takes (`jobListQuery.q`). */
export const maxSearchLength = 100;

/**
 * What a category page shows, read from its URL (docs/pages.md, category pages): the search list's text and page,
 * and the endless list's filters and page. The page's forms and links write these same parameters, and the edge
 * renders from them, so every state of the page is a URL that works without JavaScript.
 */
export interface CategoryListing {
  /** `?q=`: the search text, trimmed; empty for none. */
  q: string;
  /** `?page=`: the search list shows its pages up to this one (`shownPages`). */
  page: number;
  /** `?employment=` (repeated, as a form of checkboxes sends it): the endless list's employment types. */
  employment: EmploymentType[];
  /** `?experience=` (repeated): the endless list's experience levels. */
  experience: ExperienceLevel[];
  /** `?browse=`: the endless list shows its pages up to this one. */
  browse: number;
  /**
   * `?salary=` and `?currency=` (USD when not given): both lists' yearly salary floor (docs/postings.md#salary-filter);
   * null for none.
   */
  salary: SalaryFloor | null;
  /** `?from=`: both lists keep jobs someone in this country may take (docs/postings.md#work-from-filter). */
  from: string | null;
  /** `?pay=1`: both lists keep only jobs whose pay reads as a range (docs/postings.md#shows-pay-filter). */
  pay: boolean;
}

const experienceValues: readonly ExperienceLevel[] = experienceLevels.map((level) => level.value);

/** The values of `name` among `allowed`, in `allowed`'s order: the same choice is always the same request. */
function chosen<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = new Set(query.getAll(name));
  return allowed.filter((value) => values.has(value));
}

/** A whole number a year, the highest `maxSalaryFloor`; anything else (0, letters, a fraction) is no floor. */
function salaryFloorOf(amount: string | null, currency: string | null): SalaryFloor | null {
  if (amount === null || !/^\d+$/.test(amount) || Number(amount) === 0) return null;
  return { amount: Math.min(Number(amount), maxSalaryFloor), currency: currencyOf(currency) };
}

function currencyOf(value: string | null): SalaryCurrency {
  return salaryCurrencies.find((currency) => currency === value?.toUpperCase()) ?? 'USD';
}

function countryOf(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return countryName(code) ? code : null;
}

/** The query parameters a category page reads (`categoryListingOf`) and writes (`categoryListingSearch`). */
export const categoryListingParameters: readonly string[] = ['q', 'page', 'employment', 'experience', 'browse', 'salary', 'currency', 'from', 'pay'];

/**
 * A category page's listing from its query string. Lenient, like any page address: an unknown value or parameter
 * is ignored, a search too long is cut to what the API takes, a page or a salary floor out of range is the nearest.
 * @example categoryListingOf(new URLSearchParams('q=logo&page=2')) // { q: 'logo', page: 2, employment: [], … }
 */
export function categoryListingOf(query: URLSearchParams): CategoryListing {
  return {
    q: (query.get('q') ?? '').trim().slice(0, maxSearchLength).trim(),
    page: pageNumber(query.get('page'), lastJobListPage),
    employment: chosen(query, 'employment', employmentTypes),
    experience: chosen(query, 'experience', experienceValues),
    browse: pageNumber(query.get('browse'), lastJobListPage),
    salary: salaryFloorOf(query.get('salary'), query.get('currency')),
    from: countryOf(query.get('from')),
    pay: query.get('pay') === '1',
  };
}

/**
 * The query string of a listing (`?q=…&page=2`, or '' for the plain page): defaults left out, parameters in one
 * order, so one listing has one address.
 */
export function categoryListingSearch(listing: Partial<CategoryListing>): string {
  const query = new URLSearchParams();
  if (listing.q) query.set('q', listing.q);
  if (listing.page && listing.page > 1) query.set('page', String(listing.page));
  for (const type of listing.employment ?? []) query.append('employment', type);
  for (const level of listing.experience ?? []) query.append('experience', level);
  if (listing.browse && listing.browse > 1) query.set('browse', String(listing.browse));
  if (listing.salary) query.set('salary', String(listing.salary.amount));
  if (listing.salary && listing.salary.currency !== 'USD') query.set('currency', listing.salary.currency);
  if (listing.from) query.set('from', listing.from);
  if (listing.pay) query.set('pay', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** True when the listing narrows the category (a search or a filter) or pages the endless list. */
export function isNarrowedListing(listing: CategoryListing): boolean {
  return (
    listing.q !== '' ||
    listing.employment.length > 0 ||
    listing.experience.length > 0 ||
    listing.browse > 1 ||
    listing.salary !== null ||
    listing.from !== null ||
    listing.pay
  );
}
