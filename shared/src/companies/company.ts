import { slugify } from '../blog/slug';
import type { BoardJob, Job } from '../jobs/job';

/**
 * Company pages `/companies/{slug}` (docs/postings.md#companies): plain data and rules with no zod, so the page does
 * not download the schema library (the admin's schema is in contracts.ts).
 */

/** The longest slug a company name gives. */
const maxCompanySlugLength = 80;
/** The slug of a name with no ASCII letter or digit in it. */
const fallbackCompanySlug = 'company';

/**
 * The slug of a company name: the blog's slug rule (docs/validation.md#slug-rule) kept to ASCII, since it is a
 * public address: accents are taken off (`Café` → `cafe`), any other letter is dropped, runs of hyphens become one,
 * and hyphens at the ends go. Names that give the same slug share one page.
 *
 * @example companySlug('Acme & Co., Ltd.') // 'acme-co-ltd'
 */
export function companySlug(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
  const slug = slugify(plain)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .slice(0, maxCompanySlugLength)
    .replace(/^-|-$/g, '');
  return slug || fallbackCompanySlug;
}

/** Whether `value` is a slug `companySlug` can give. */
export function isCompanySlug(value: string): boolean {
  return value.length <= maxCompanySlugLength && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** The company page's path. */
export function companyPath(slug: string): string {
  return `/companies/${slug}`;
}

/** The part after `/companies/` of a company page's path, whether or not it is a slug (the page says 404), else null. */
export function companySlugOf(path: string): string | null {
  return /^\/companies\/([A-Za-z0-9-]{1,100})$/.exec(path)?.[1] ?? null;
}

/** Where the worker serves company logos: `/company-logos/{random}.{ext}` (the R2 key without the leading slash). */
export const companyLogoPrefix = '/company-logos/';

/** The logo's box on the page, in CSS pixels: the image is fitted inside it, so the page never moves as it loads. */
export const companyLogoSize = 96;

/** A company as its page shows it. */
export interface Company {
  slug: string;
  name: string;
  /** Absolute http(s), or null. */
  website: string | null;
  /** The logo's path on our origin (`/company-logos/…`), or null. */
  logoUrl: string | null;
}

/** `GET /api/companies/:slug`: the company and its open postings as board jobs, newest approval first. */
export interface CompanyWithJobs<J extends Job = BoardJob> {
  company: Company;
  jobs: J[];
}

/** A company as `/api/admin/companies` lists it. */
export interface AdminCompany extends Company {
  /** Its approved postings that are open now. */
  openPostings: number;
  createdAt: string;
  updatedAt: string;
}
