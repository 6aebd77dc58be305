import type { SalaryRange } from './salary';

/**
 * A job as the board shows it: provider listings (docs/data.md#job-listing) mapped by the worker, and approved postings
 * employers sent through our own form (`postingPath` set). Missing provider fields stay null; the card applies the
 * defaults of docs/pages.md#job-card when it renders.
 */
export interface Job {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  type: string | null;
  salary: string | null;
  /** Plain text (the worker strips the provider's markup). */
  snippet: string;
  /** The apply URL; always absolute http(s). */
  link: string;
  /** The provider's `updated` value as given (may be missing or not a date). */
  updated: string | null;
  featured: boolean;
  urgent: boolean;
  /** Jobs posted with us: their own public page, e.g. `/jobs/3f2c...`. */
  postingPath?: string;
  /** Postings: the range the employer gave, null when not disclosed (docs/postings.md#salary); `salary` is its text. */
  salaryRange?: SalaryRange | null;
  /**
   * Postings: the countries and regions it can be done from, [] worldwide; null for a posting sent before the form
   * asked (its `location` is free text). `location` is its text (docs/postings.md#where-you-can-work-from).
   */
  workFrom?: string[] | null;
  /** Postings listed on a company page: that page, e.g. `/companies/acme-studio` (docs/postings.md#companies). */
  companyPath?: string;
  /** When the board's check last had an answer from its apply link (ISO; docs/job-index.md#link-checks); none before. */
  linkCheckedAt?: string;
}

/** What the worker adds to each job and posting it hands to the browser or a feed reader. */
export interface ApplyLink {
  /**
   * View Job's path through the redirect page, the link signed by the worker (`redirectHref`). The browser never
   * builds it: only the worker holds the signing key.
   */
  applyHref: string;
}

/** A job as `/api/jobs` and `/api/jobs/featured` answer it. */
export type BoardJob = Job & ApplyLink;

/**
 * `GET /api/jobs/featured`: up to 3 jobs in random order (2 graphic + 1 UX, docs/api.md#jobs). The listing builds it
 * from `Job`s; the answer carries `BoardJob`s.
 */
export interface FeaturedJobsResponse<J extends Job = Job> {
  jobs: J[];
}

/** `GET /api/jobs?category=…`: one page of a category listing (of `BoardJob`s on the wire, as above). */
export interface JobListPage<J extends Job = Job> {
  /** The page's jobs, 20 a page; asked with `pages=K`, the K pages that end at `page`, in order. */
  jobs: J[];
  page: number;
  /** True while a later page holds more of the listing's jobs: Show More and the endless list keep going while it holds. */
  more: boolean;
  /**
   * How many jobs the listing holds in all, on every page, counted no further than one past the last page's end
   * (`reachableJobs` + 1: more than 2,000; docs/job-index.md#listing).
   */
  totalCount: number;
  /**
   * The listing as it stood for this page: the next pages ask with it (`asOf`), so a job the index takes in meanwhile
   * neither pushes one onto the next page twice nor makes one skip (docs/job-index.md#listing).
   */
  asOf: number;
  /** Words of the search no job holds, each with the word searched instead ("figam" → "figma"); {} when none. */
  searchedFor: Record<string, string>;
  /** When the index last took the provider's jobs in (ISO); null before its first run finished. */
  refreshedAt: string | null;
}

export const employmentTypes = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const experienceLevels = [
  { value: 'entry', label: 'Entry Level' },
  { value: 'mid', label: 'Mid Level' },
  { value: 'senior', label: 'Senior Level' },
] as const;
export type ExperienceLevel = (typeof experienceLevels)[number]['value'];

