import { alertPagePaths, alertPaths } from './alerts/paths';
import { categories, categoryByPath, categoryPaths } from './categories';
import { postingLinkPagePaths, postingLinkPaths } from './jobs/manage-posting';
import { companySlugOf } from './companies/company';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

/** A fixed public page: its default search metadata and its sitemap entry (docs/limits.md#sitemap). */
export interface Page {
  path: string;
  title: string;
  description: string;
  keywords: string;
  priority: number;
  changefreq: ChangeFrequency;
}

export const siteName = 'Remote Design Jobs';

const home: Page = {
  path: '/',
  title: `Remote Design Jobs | Find Your Next Remote Design Job`,
  description:
    'Browse curated remote design jobs: graphic, UX/UI, product, game, industrial, interior and more. Apply to vetted employers hiring designers worldwide.',
  keywords: 'remote design jobs, remote designer jobs, graphic design jobs, ux ui jobs',
  priority: 1.0,
  changefreq: 'daily',
};

const categoryPages: Page[] = categories.map((c) => ({
  path: c.path,
  title: `${c.title} | ${siteName}`,
  description: c.description,
  keywords: `${c.name.toLowerCase()} jobs, remote ${c.name.toLowerCase()} jobs, remote design jobs`,
  priority: 1.0,
  changefreq: 'daily',
}));

const otherPages: Page[] = [
  {
    path: '/about',
    title: `About | ${siteName}`,
    description: 'Remote Design Jobs curates remote job postings for designers of every discipline from vetted employers.',
    keywords: 'about remote design jobs',
    priority: 0.5,
    changefreq: 'monthly',
  },
  {
    path: '/blog',
    title: `Blog | ${siteName}`,
    description: 'Career advice, portfolio tips and resources for remote designers.',
    keywords: 'design blog, remote work, designer career advice',
    priority: 0.5,
    changefreq: 'weekly',
  },
  {
    path: '/post-job',
    title: `Post a Design Job | ${siteName}`,
    description: 'Post a remote design job and reach designers looking for remote work.',
    keywords: 'post a design job, hire remote designers',
    priority: 0.8,
    changefreq: 'daily',
  },
  {
    path: '/privacy',
    title: `Privacy Policy | ${siteName}`,
    description: 'How Remote Design Jobs collects, uses and protects your information.',
    keywords: 'privacy policy',
    priority: 0.8,
    changefreq: 'daily',
  },
  {
    path: '/terms',
    title: `Terms of Service | ${siteName}`,
    description: 'The terms that apply when you use Remote Design Jobs.',
    keywords: 'terms of service',
    priority: 0.8,
    changefreq: 'daily',
  },
];

/** The pages a generated sitemap lists: one entry per distinct page (aliases are left to their canonical). */
export const sitemapPages: Page[] = [home, ...categoryPages, ...otherPages];

/** Titles of pages that are in no sitemap (they are noindex) but still need a real title. */
const unlistedTitles: Record<string, string> = {
  '/thank-you': `Thank You | ${siteName}`,
  '/subscribe': `Subscribe | ${siteName}`,
  '/subscribed': `Subscribed | ${siteName}`,
  '/redirect': `Redirecting to the job posting | ${siteName}`,
  [alertPaths.new]: `Get job alerts | ${siteName}`,
  [alertPaths.sent]: `Check your inbox | ${siteName}`,
  [alertPaths.confirm]: `Confirm your job alert | ${siteName}`,
  [alertPaths.confirmed]: `Job alert confirmed | ${siteName}`,
  [alertPaths.manage]: `Manage your job alert | ${siteName}`,
  [alertPaths.unsubscribe]: `Unsubscribe | ${siteName}`,
  [alertPaths.unsubscribed]: `Unsubscribed | ${siteName}`,
  [postingLinkPaths.manage]: `Manage your job posting | ${siteName}`,
  [postingLinkPaths.renew]: `Renew your job posting | ${siteName}`,
  [postingLinkPaths.close]: `Close your job posting | ${siteName}`,
};

/** Metadata used for `path` when nothing is stored for it. */
export function defaultPage(path: string): Page {
  const category = categoryByPath(path);
  const page = sitemapPages.find((p) => p.path === (category?.path ?? path));
  return page ?? { ...home, path, title: unlistedTitles[path] ?? siteName, priority: 0.8 };
}

/** Which part of the product renders a path. `null` means no page lives there (a 404). */
export type RouteOwner = 'shell' | 'jobs' | 'blog' | 'admin';

const shellPaths = new Set(['/about', '/thank-you', '/privacy', '/terms', '/subscribe', '/subscribed', ...alertPagePaths]);
const jobsPaths = new Set(['/', '/redirect', '/post-job', ...categoryPaths, ...postingLinkPagePaths]);

/** The public page of an approved posting is `/jobs/{id}`; the id of such a path, else null. */
export function postingIdOf(path: string): string | null {
  return /^\/jobs\/([A-Za-z0-9-]{1,64})$/.exec(path)?.[1] ?? null;
}

/** A blog post's page is `/blog/{slug}`; the slug of such a path as it stands in the URL (encoded), else null. */
export function blogSlugOf(path: string): string | null {
  return /^\/blog\/([^/]+)$/.exec(path)?.[1] ?? null;
}

export function routeOwner(path: string): RouteOwner | null {
  if (shellPaths.has(path)) return 'shell';
  if (jobsPaths.has(path)) return 'jobs';
  if (postingIdOf(path) !== null) return 'jobs';
  if (companySlugOf(path) !== null) return 'jobs';
  if (path === '/blog' || blogSlugOf(path) !== null) return 'blog';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return null;
}

/** Pages of the newsletter's form without JavaScript, and its confirmation (docs/pages.md, forms). */
export const subscribePath = '/subscribe';
export const subscribedPath = '/subscribed';

/** Pages search engines must not index: the redirect interstitial, the confirmations, the sign-up form and the admin. */
export function isNoindexPath(path: string): boolean {
  const unlisted = ['/redirect', '/thank-you', subscribePath, subscribedPath, ...alertPagePaths, ...postingLinkPagePaths];
  return unlisted.includes(path) || routeOwner(path) === 'admin';
}

/** Where the home page's category picker goes without JavaScript: `?category=<slug>` answers 303 to that page. */
export const categoryPickerPath = '/categories';
