import { z } from 'zod';
import { emailAddress } from '../contracts';
import { safeRedirectUrl } from './redirect';

/** Spec §5 job type options; the first is the default. */
export const postingTypes = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;

/** Spec §5 category options (value, label); the first is the default. `page` is the category page that lists it. */
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

/** Spec §2: textarea heights on the form. */
export const descriptionRows = 6;
export const requirementsRows = 4;

/** Labels of the form, `*` marking the required fields (spec §5: "Job Title*"). */
export const postingLabels = {
  title: 'Job Title*',
  company: 'Company Name*',
  location: 'Location',
  type: 'Job Type*',
  category: 'Category*',
  salary: 'Salary Range',
  description: 'Job Description*',
  requirements: 'Requirements',
  applicationUrl: 'Application URL*',
  companyWebsite: 'Company Website',
  email: 'Contact Email*',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => v || null);

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, { message: `${label} must be at most 2048 characters` })
    .refine((v) => safeRedirectUrl(v) !== null, { message: `${label} must be a full http(s) URL, like https://example.com/jobs/1` });

/**
 * The job posting form (spec §3, §5): one schema for the browser and the worker. `botField` is the hidden trap;
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
  applicationUrl: z.string({ message: 'Application URL is required' }).trim().min(1, { message: 'Application URL is required' }).pipe(webAddress('Application URL')),
  companyWebsite: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .pipe(webAddress('Company website').nullable()),
  email: z.string({ message: 'Contact email is required' }).trim().min(1, { message: 'Contact email is required' }).pipe(emailAddress),
  botField: z.string().max(500).optional(),
});
export type JobPostingInput = z.input<typeof jobPostingInput>;
export type JobPosting = z.output<typeof jobPostingInput>;

/** The form's starting values (spec §5 defaults: Full-time, graphic-design). */
export const emptyPosting: Required<Omit<JobPostingInput, 'botField'>> & { botField: string } = {
  title: '',
  company: '',
  location: '',
  type: 'Full-time',
  category: 'graphic-design',
  salary: '',
  description: '',
  requirements: '',
  applicationUrl: '',
  companyWebsite: '',
  email: '',
  botField: '',
};

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** A posting as administrators see it (`/api/admin/postings`). */
export interface JobSubmission {
  id: string;
  title: string;
  company: string;
  location: string | null;
  type: string;
  category: string;
  salary: string | null;
  description: string;
  requirements: string | null;
  applicationUrl: string;
  companyWebsite: string | null;
  email: string;
  status: SubmissionStatus;
  createdAt: string;
  reviewedAt: string | null;
  expiresAt: string | null;
}

/** An approved, unexpired posting as the public sees it (`GET /api/postings/:id`): no contact email. */
export type PublicPosting = Omit<JobSubmission, 'email' | 'status' | 'reviewedAt'> & {
  datePosted: string;
  validThrough: string;
};

/** Approved postings stay on the board this long (validThrough in the structured data). */
export const postingLifetimeDays = 30;

export const submissionStatusQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all'], { message: 'status must be pending, approved, rejected or all' }).default('all'),
});

/** The `:id` of `/api/postings/:id` and `/api/admin/postings/:id`: ids are `crypto.randomUUID()` values. */
export const postingIdParams = z.object({
  id: z.uuid({ message: 'Not a job posting id' }),
});
