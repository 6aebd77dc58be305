import { z } from '../zod';
import { safeRedirectUrl } from '../jobs/redirect';
import { stripXmlForbidden } from '../xml-chars';
import { isCompanySlug } from './company';

/** The `:slug` of `/api/companies/:slug` and `/api/admin/companies/:slug`. */
export const companySlugParams = z.object({
  slug: z.string().refine(isCompanySlug, { message: 'Not a company slug' }),
});

/** What the admin edits on a company (docs/postings.md#companies): the name shown and the website, same limits as the post-a-job form. */
export const companyInput = z.strictObject({
  name: z
    .string({ message: 'Company name is required' })
    .overwrite(stripXmlForbidden)
    .trim()
    .min(1, { message: 'Company name is required' })
    .max(120, { message: 'Company name must be at most 120 characters' }),
  website: z
    .string()
    .overwrite(stripXmlForbidden)
    .trim()
    .max(2048, { message: 'Company website must be at most 2048 characters' })
    .nullable()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || safeRedirectUrl(v) !== null, {
      message: 'Company website must be a full http(s) URL, like https://example.com',
    }),
});
export type CompanyInput = z.input<typeof companyInput>;
