import { z } from '../zod';
import { categories } from '../categories';
import { maxShownPages } from '../listing-pages';
import { lastJobListPage, maxSearchLength } from './category-listing';
import { employmentTypes, experienceLevels, type ExperienceLevel } from './job';
import { maxSalaryFloor } from './job-filters';
import { salaryCurrencies } from './salary';
import { countries } from './work-from';

const categorySlugs = categories.map((c) => c.slug) as [string, ...string[]];
const countryCodes = countries.map(([code]) => code) as [string, ...string[]];
const floorRange = `salary must be a whole number from 1 to ${maxSalaryFloor}`;
const pagesRange = `pages must be a whole number from 1 to ${maxShownPages}`;

/** A comma-separated list in a query string (`employment=Full-time,Contract`), each value checked. */
function commaList<T extends [string, ...string[]]>(values: T, name: string) {
  return z
    .string()
    .max(200)
    .optional()
    .transform((text) => (text ? text.split(',').map((v) => v.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(values, { message: `${name} must be one of ${values.join(', ')}` })));
}

/** The query of `GET /api/jobs`. */
export const jobListQuery = z.object({
  category: z.enum(categorySlugs, { message: 'category must be a known category slug' }),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int({ message: 'page must be a whole number' })
    .min(1, { message: `page must be between 1 and ${lastJobListPage}` })
    .max(lastJobListPage, { message: `page must be between 1 and ${lastJobListPage}` })
    .default(1),
  q: z.string().trim().max(maxSearchLength, { message: `Search text must be at most ${maxSearchLength} characters` }).default(''),
  employment: commaList([...employmentTypes], 'employment'),
  experience: commaList(
    experienceLevels.map((l) => l.value) as [ExperienceLevel, ...ExperienceLevel[]],
    'experience',
  ),
  /** A yearly floor in `currency` (docs/postings.md#salary-filter). */
  salary: z.coerce
    .number({ message: floorRange })
    .int({ message: floorRange })
    .min(1, { message: floorRange })
    .max(maxSalaryFloor, { message: floorRange })
    .optional(),
  currency: z.enum(salaryCurrencies, { message: `currency must be one of ${salaryCurrencies.join(', ')}` }).default('USD'),
  /** The country someone works from (docs/postings.md#work-from-filter). */
  from: z.enum(countryCodes, { message: 'from must be a country code such as PT (ISO 3166-1 alpha-2)' }).optional(),
  /** `1`: only jobs whose pay reads as a range (docs/postings.md#shows-pay-filter); `0` or left out: every job. */
  pay: z
    .enum(['0', '1'], { message: 'pay must be 1 (only jobs that show pay) or 0' })
    .optional()
    .transform((value) => value === '1'),
  /** The `asOf` of the listing's first page: later pages keep to the jobs it held (docs/job-index.md#listing). */
  asOf: z.coerce.number({ message: 'asOf must be a number' }).int({ message: 'asOf must be a whole number' }).min(0, { message: 'asOf must be 0 or more' }).max(Number.MAX_SAFE_INTEGER, { message: 'asOf is too large' }).optional(),
  /**
   * How many pages, the last of them `page`, one answer holds: a `?page=N` address shows its pages as one listing
   * (docs/job-index.md#listing).
   */
  pages: z.coerce
    .number({ message: pagesRange })
    .int({ message: pagesRange })
    .min(1, { message: pagesRange })
    .max(maxShownPages, { message: pagesRange })
    .default(1),
}).refine((query) => query.pages <= query.page, {
  message: 'pages must be at most page: the pages end at page',
  path: ['pages'],
  // Only a page and pages that are each valid are compared.
  when: ({ issues }) => issues.length === 0,
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/** What a client past its search limit reads, on the page and from the API (docs/job-index.md#search-limit). */
export const searchLimitMessage = 'Too many searches from your network. Please try again in a minute.';
