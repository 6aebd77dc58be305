import { z } from '../zod';
import { emailAddress } from '../contracts';
import { isPostingId, postingCategories, postingTypes, type PostingCategory } from './posting-options';
import { safeRedirectUrl } from './redirect';
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
 * The job posting form (docs/validation.md#job-posting): one schema for the browser and the worker. `botField` is the hidden trap;
 * people leave it empty.
 */
export const jobPostingInput = z.strictObject({
  title: required('Job title', 120),
  company: required('Company name', 120),
  location: optional('Location', 120),
  type: z.enum(postingTypes, { message: 'Choose a job type' }),
  category: z.enum(postingCategories.map((c) => c.value) as [PostingCategory, ...PostingCategory[]], {
    message: 'Choose a category',
  }),
  salary: optional('Salary', 100),
  description: required('Job description', 10_000),
  requirements: optional('Requirements', 5_000),
  applicationUrl: text('Application URL is required').min(1, { message: 'Application URL is required' }).pipe(webAddress('Application URL')),
  companyWebsite: text()
    .optional()
    .transform((v) => v || null)
    .pipe(webAddress('Company website').nullable()),
  email: z.string({ message: 'Contact email is required' }).trim().min(1, { message: 'Contact email is required' }).pipe(emailAddress),
  botField: z.string().max(500).optional(),
});
export type JobPostingInput = z.input<typeof jobPostingInput>;
export type JobPosting = z.output<typeof jobPostingInput>;


export const submissionStatusQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all'], { message: 'status must be pending, approved, rejected or all' }).default('all'),
});

/** The `:id` of `/api/postings/:id` and `/api/admin/postings/:id`: ids are `crypto.randomUUID()` values. */
export const postingIdParams = z.object({
  id: z.string().refine(isPostingId, { message: 'Not a job posting id' }),
});
