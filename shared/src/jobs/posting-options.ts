/**
 * The job posting form's options, labels and the shapes postings travel in: plain data with no zod, so pages that
 * only show postings do not download the schema library (the schema is in posting.ts).
 */

import type { ApplyLink, Job } from './job';
import type { JobPostingInput } from './posting';
import type { SalaryRange } from './salary';

/** Job type options (docs/validation.md#job-posting); the first is the default. */
export const postingTypes = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;

/** Category options (value, label; docs/validation.md#job-posting); the first is the default. `page` is the category page that lists it. */
export const postingCategories = [
  { value: 'graphic-design', label: 'Graphic Design', page: 'graphic-design' },
  { value: 'ui-ux-design', label: 'UI/UX Design', page: 'ux-ui-design' },
  { value: 'product-design', label: 'Product Design', page: 'product-design' },
  { value: 'motion-design', label: 'Motion Design', page: 'specialized-design' },
  { value: 'brand-design', label: 'Brand Design', page: 'graphic-design' },
] as const;
export type PostingCategory = (typeof postingCategories)[number]['value'];

/** The category page (a `categories` slug) an approved posting of `category` appears on. */
export function postingPage(category: string): string | undefined {
  return postingCategories.find((c) => c.value === category)?.page;
}

/** Textarea heights on the form (docs/pages.md#post-a-job). */
export const descriptionRows = 6;
export const requirementsRows = 4;

/**
 * Labels of the form's controls, `*` marking the required fields (docs/validation.md#job-posting: "Job Title*"),
 * in the order the form shows them. The salary's and the place's controls sit in groups named by `postingGroups`.
 */
export const postingLabels = {
  title: 'Job Title*',
  company: 'Company Name*',
  employerSize: 'Company Size*',
  type: 'Job Type*',
  category: 'Category*',
  salaryMin: 'Minimum',
  salaryMax: 'Maximum',
  salaryCurrency: 'Currency',
  salaryPeriod: 'Period',
  salaryUndisclosed: 'Not disclosed',
  benefits: 'Benefits and other pay',
  applicationCloses: 'Applications close on',
  workFrom: 'Countries and regions',
  tzMin: 'From',
  tzMax: 'To',
  runDays: 'How long should it run?',
  description: 'Job Description*',
  requirements: 'Requirements',
  applicationUrl: 'Application URL*',
  companyWebsite: 'Company Website',
  email: 'Contact Email*',
} as const;

/** The legends of the form's groups of controls (docs/pages.md#post-a-job). */
export const postingGroups = {
  salary: 'Salary Range',
  workFrom: 'Where can people work from?',
  timeZones: 'Time zones (optional)',
} as const;

/** The run lengths the form offers, in days; the default is `postingLifetimeDays` (docs/postings.md#lifecycle). */
export const runDayChoices = [7, 14, 30, 45, 60] as const;

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/**
 * What the review queue flags on a submission (docs/postings.md#review): the same apply URL as another posting, a
 * description within a few bits of another's SimHash, or no salary or no place to work from given.
 */
export type ReviewFlag =
  | { kind: 'same-apply-url'; of: string; title: string }
  | { kind: 'similar-description'; of: string; title: string; distance: number }
  /** A short posting sharing `share` (0 to 1) of its distinct words with another (docs/postings.md#short-descriptions). */
  | { kind: 'similar-words'; of: string; title: string; share: number }
  | { kind: 'no-salary' }
  | { kind: 'no-location' };

/** A posting as administrators see it (`/api/admin/postings`). */
export interface JobSubmission {
  id: string;
  title: string;
  company: string;
  /** Where it can be done from, as one line (describeWorkFrom of `workFrom`; free text on older postings). */
  location: string | null;
  type: string;
  category: string;
  /** Free text on postings sent before ranges existed; null on newer ones (see `salaryRange`). */
  salary: string | null;
  /** The range the employer gave; null when not disclosed (docs/postings.md#salary). */
  salaryRange: SalaryRange | null;
  /** Country codes and region ids; [] is worldwide (docs/postings.md#where-you-can-work-from). */
  workFrom: string[];
  tzMin: number | null;
  tzMax: number | null;
  /**
   * docs/postings.md#pay-transparency-laws: the first number of the employer's size band (null on postings sent
   * before the form asked), the benefits and other pay, and the day applications close (YYYY-MM-DD).
   */
  employerSize: number | null;
  benefits: string | null;
  applicationCloses: string | null;
  description: string;
  requirements: string | null;
  applicationUrl: string;
  companyWebsite: string | null;
  email: string;
  status: SubmissionStatus;
  createdAt: string;
  reviewedAt: string | null;
  expiresAt: string | null;
  /** Days an approved posting runs, 1 to `maxRunDays` (docs/postings.md#lifecycle). */
  runDays: number;
  closedAt: string | null;
  /** `unconfirmed`: its employer did not say it was still hiring in time (docs/postings.md#still-hiring). */
  closedBy: 'employer' | 'admin' | 'unconfirmed' | null;
  /** A pending edit names the live posting it would replace. */
  editOf: string | null;
  flags: ReviewFlag[];
  /** The company page it is listed on, once approved (docs/postings.md#companies). */
  companySlug: string | null;
}

/**
 * An approved posting as the public sees it (`GET /api/postings/:id`): no contact email or review details. `open`
 * is false once it expired or was closed: its page stays, without an apply link or structured data, and noindex
 * (docs/postings.md#lifecycle).
 */
export type PublicPosting = Omit<
  JobSubmission,
  'email' | 'status' | 'reviewedAt' | 'editOf' | 'flags' | 'closedBy'
> & {
  datePosted: string;
  validThrough: string;
  open: boolean;
};

/** `GET /api/postings/:id`: the public posting with its signed View Job path (empty once it is no longer open). */
export type BoardPosting = PublicPosting & ApplyLink & Pick<Job, 'linkCheckedAt'>;

/** Approved postings run this long unless the employer picks another length (validThrough in the structured data). */
export const postingLifetimeDays = 30;
/** The longest an employer may let a posting run (docs/postings.md#lifecycle). */
export const maxRunDays = 60;

/** Posting ids are `crypto.randomUUID()` values. */
export function isPostingId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * The form's starting values (docs/validation.md#job-posting defaults: Full-time, graphic-design, USD per year, 30
 * days). Here, beside the form's other options and away from the schema, so the form renders without loading zod
 * (docs/pages.md, speed). Every value is text, as a form holds it: `workFrom` is its codes joined by commas,
 * `salaryUndisclosed` is "on" when ticked, and a blank time zone is "Any".
 */
export const emptyPosting = {
  title: '',
  company: '',
  type: 'Full-time',
  category: 'graphic-design',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  salaryUndisclosed: '',
  employerSize: '',
  benefits: '',
  applicationCloses: '',
  workFrom: '',
  tzMin: '',
  tzMax: '',
  runDays: String(postingLifetimeDays),
  description: '',
  requirements: '',
  applicationUrl: '',
  companyWebsite: '',
  email: '',
  editToken: '',
  botField: '',
} satisfies Record<keyof JobPostingInput, string>;
/** The form's values, each a text (see `emptyPosting`). */
export type PostingFormValues = Record<keyof typeof emptyPosting, string>;
