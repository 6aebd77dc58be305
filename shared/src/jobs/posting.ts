import { z } from '../zod';
import { emailAddress } from '../contracts';
import {
  isPostingId,
  maxRunDays,
  postingCategories,
  postingLifetimeDays,
  postingTypes,
  type PostingCategory,
} from './posting-options';
import { applicationCloses, employerSize, payRuleIssues } from './pay-fields';
import { safeRedirectUrl } from './redirect';
import { maxSalary, salaryCurrencies, salaryPeriods, type SalaryPeriod, type SalaryRange } from './salary';
import { isWorkArea, utcOffsetRange } from './work-from';
import { stripXmlForbidden } from '../xml-chars';

/**
 * A text field as stored: without the control characters XML forbids (they would break the feeds and the sitemap,
 * and nobody can see them to fix them, so they are dropped rather than refused), then trimmed.
 */
const text = (message?: string) => z.string(message ? { message } : undefined).overwrite(stripXmlForbidden).trim();

const required = (label: string, max: number) =>
  text(`${label} is required`)
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

const optional = (label: string, max: number) =>
  text()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => v || null);

const webAddress = (label: string) =>
  text()
    .max(2048, { message: `${label} must be at most 2048 characters` })
    .refine((v) => safeRedirectUrl(v) !== null, { message: `${label} must be a full http(s) URL, like https://example.com/jobs/1` });

/**
 * A whole amount as the form sends it ("60000", "60,000", or a number in JSON); blank is null. Commas and spaces
 * people type between thousands are dropped.
 */
const amount = (label: string) =>
  z
    .union([z.number(), text()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : /^\d+$/.test(v.replace(/[,\s]/g, '')) ? Number(v.replace(/[,\s]/g, '')) : NaN;
      if (!Number.isSafeInteger(n)) ctx.addIssue({ code: 'custom', message: `${label} must be a whole number, like 60000` });
      else if (n <= 0) ctx.addIssue({ code: 'custom', message: `${label} must be more than 0` });
      else if (n > maxSalary) ctx.addIssue({ code: 'custom', message: `${label} must be at most 10,000,000` });
      return n;
    });

/** A checkbox: "on" from a form, a boolean in JSON; absent or blank is unticked. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], { message: 'Tick the box or leave it' })
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** A whole number of hours east of UTC from the form's list; blank ("Any") is null. */
const utcOffset = z
  .union([z.number(), text()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : /^[+-]?\d{1,2}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < utcOffsetRange.min || n > utcOffsetRange.max) {
      ctx.addIssue({ code: 'custom', message: 'Choose a time zone from the list' });
    }
    return n;
  });

/**
 * The countries and regions people may work from: a list in JSON, or one text with the codes joined by commas (the
 * form's values, and a form posted without JavaScript, whose repeated `workFrom` fields the edge joins). Blank is
 * worldwide, [] (docs/postings.md#where-you-can-work-from).
 */
const workAreas = z
  .union([z.array(z.string()), z.string()], { message: 'Choose countries and regions from the list' })
  .optional()
  .transform((v, ctx) => {
    const areas = [...new Set((typeof v === 'string' ? v.split(',') : (v ?? [])).map((a) => a.trim()).filter(Boolean))];
    if (!areas.every(isWorkArea)) ctx.addIssue({ code: 'custom', message: 'Choose countries and regions from the list' });
    else if (areas.length > maxWorkAreas) ctx.addIssue({ code: 'custom', message: `Pick at most ${maxWorkAreas} countries and regions` });
    return areas;
  });

/** The most countries and regions one posting may list. */
const maxWorkAreas = 100;

const runDays = z
  .union([z.number(), text()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return postingLifetimeDays;
    const n = typeof v === 'number' ? v : /^\d{1,3}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > maxRunDays) ctx.addIssue({ code: 'custom', message: `Choose how long it runs: 1 to ${maxRunDays} days` });
    return n;
  });

const periodValues = salaryPeriods.map((p) => p.value) as [SalaryPeriod, ...SalaryPeriod[]];

/**
 * The fields the rules across fields read: they run once each of them passed on its own, and never on a value that
 * is not an object at all (an issue at the root).
 */
const crossFields = new Set<PropertyKey>(['salaryMin', 'salaryMax', 'salaryUndisclosed', 'tzMin', 'tzMax']);
const blocksCrossFields = (path: readonly PropertyKey[] | undefined) => !path?.length || crossFields.has(path[0] as PropertyKey);
/** The fields the pay laws read (docs/postings.md#pay-transparency-laws): judged once each of them passed on its own. */
const payFields = new Set<PropertyKey>(['salaryUndisclosed', 'benefits', 'applicationCloses', 'employerSize', 'workFrom', 'runDays']);
const blocksPayRules = (path: readonly PropertyKey[] | undefined) => !path?.length || payFields.has(path[0] as PropertyKey);

/**
 * The job posting form (docs/validation.md#job-posting): one schema for the browser and the worker. `botField` is the hidden trap;
 * people leave it empty. The salary is a range or "not disclosed" (docs/postings.md#salary); where the job can be done
 * from is a list of areas ([] worldwide) and an optional band of UTC offsets (docs/postings.md#where-you-can-work-from).
 * The pay laws of docs/postings.md#pay-transparency-laws refuse what they require and the posting lacks.
 * `editToken` is carried by the form when it edits a live posting (docs/postings.md#lifecycle).
 */
export const jobPostingInput = z
  .strictObject({
    title: required('Job title', 120),
    company: required('Company name', 120),
    type: z.enum(postingTypes, { message: 'Choose a job type' }),
    category: z.enum(postingCategories.map((c) => c.value) as [PostingCategory, ...PostingCategory[]], {
      message: 'Choose a category',
    }),
    salaryMin: amount('Minimum'),
    salaryMax: amount('Maximum'),
    salaryCurrency: z.enum(salaryCurrencies, { message: 'Choose a currency' }).default('USD'),
    salaryPeriod: z.enum(periodValues, { message: 'Choose what the salary is paid per' }).default('year'),
    salaryUndisclosed: checkbox,
    employerSize,
    benefits: optional('Benefits and other pay', 2_000),
    applicationCloses,
    workFrom: workAreas,
    tzMin: utcOffset,
    tzMax: utcOffset,
    runDays,
    description: required('Job description', 10_000),
    requirements: optional('Requirements', 5_000),
    applicationUrl: text('Application URL is required').min(1, { message: 'Application URL is required' }).pipe(webAddress('Application URL')),
    companyWebsite: text()
      .optional()
      .transform((v) => v || null)
      .pipe(webAddress('Company website').nullable()),
    email: z.string({ message: 'Contact email is required' }).trim().min(1, { message: 'Contact email is required' }).pipe(emailAddress),
    editToken: optional('Edit link', 400),
    botField: z.string().max(500).optional(),
  })
  .superRefine(
    (posting, ctx) => {
      const { salaryMin: min, salaryMax: max, tzMin, tzMax } = posting;
      if (!posting.salaryUndisclosed) {
        if (min === null) ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: 'Give a minimum, or tick Not disclosed' });
        if (max === null) ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'Give a maximum, or tick Not disclosed' });
        if (min !== null && max !== null && min > max) {
          ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'Maximum must be at least the minimum' });
        }
      }
      if ((tzMin === null) !== (tzMax === null)) {
        const missing = tzMin === null ? 'tzMin' : 'tzMax';
        ctx.addIssue({ code: 'custom', path: [missing], message: 'Choose both ends of the time zone band, or neither' });
      } else if (tzMin !== null && tzMax !== null && tzMin > tzMax) {
        ctx.addIssue({ code: 'custom', path: ['tzMax'], message: 'The band must end at or east of where it starts' });
      }
    },
    { when: (payload) => !payload.issues.some((issue) => blocksCrossFields(issue.path)) },
  )
  .superRefine(
    (posting, ctx) => {
      for (const { path, message } of payRuleIssues(posting)) ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: (payload) => !payload.issues.some((issue) => blocksPayRules(issue.path)) },
  )
  .transform(({ salaryMin, salaryMax, salaryCurrency, salaryPeriod, salaryUndisclosed, ...rest }) => {
    const salaryRange: SalaryRange | null =
      salaryUndisclosed || salaryMin === null || salaryMax === null
        ? null
        : { min: salaryMin, max: salaryMax, currency: salaryCurrency, period: salaryPeriod };
    return { ...rest, salaryRange };
  });
export type JobPostingInput = z.input<typeof jobPostingInput>;
/** A posting as the schema answers it: the range (null when not disclosed) and the areas ([] worldwide) read. */
export type JobPosting = z.output<typeof jobPostingInput>;


export const submissionStatusQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all'], { message: 'status must be pending, approved, rejected or all' }).default('all'),
});

/** The `:id` of `/api/postings/:id` and `/api/admin/postings/:id`: ids are `crypto.randomUUID()` values. */
export const postingIdParams = z.object({
  id: z.string().refine(isPostingId, { message: 'Not a job posting id' }),
});
