import { alertPaths } from './alerts/paths';
import { categories, categoryByPath } from './categories';
import { postingLinkPaths } from './jobs/manage-posting';
import { redirectPagePath } from './jobs/redirect';
import { reportJobPath } from './jobs/job-report';
import { companySlugOf } from './companies/company';

type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

/** Which part of the product renders a path. `null` means no page lives there (a 404). */
export type RouteOwner = 'shell' | 'jobs' | 'blog' | 'admin';

/** A fixed public page: its default search metadata and its sitemap entry (docs/limits.md#sitemap). */
export interface Page {
  path: string;
  title: string;
  description: string;
  keywords: string;
  priority: number;
  changefreq: ChangeFrequency;
}

/**
 * One page of the site at a fixed path, the one place a page is declared (docs/architecture.md#a-new-public-page): who
 * renders it, and either its search metadata and sitemap entry (an indexed page) or only its title (a noindex page:
 * a form's answer, a page reached from a mail, the redirect interstitial).
 */
type PageEntry = (Page & { owner: RouteOwner; noindex: false }) | { path: string; owner: RouteOwner; title: string; noindex: true };

export const siteName = 'Remote Design Jobs';

/** Pages of the newsletter's form without JavaScript, and its confirmation (docs/pages.md, forms). */
export const subscribePath = '/subscribe';
export const subscribedPath = '/subscribed';

const home: Page = {
  path: '/',
  title: `Remote Design Jobs | Find Your Next Remote Design Job`,
  description:
    'Browse curated remote design jobs: graphic, UX/UI, product, game, industrial, interior and more. Apply to vetted employers hiring designers worldwide.',
  keywords: 'remote design jobs, remote designer jobs, graphic design jobs, ux ui jobs',
  priority: 1.0,
  changefreq: 'daily',
};

const indexed = (owner: RouteOwner, page: Page): PageEntry => ({ ...page, owner, noindex: false });
const noindex = (owner: RouteOwner, path: string, title: string): PageEntry => ({ path, owner, title: `${title} | ${siteName}`, noindex: true });

/** Every page at a fixed path. A category's alias paths are not pages of their own: they show the category's. */
export const pageEntries: PageEntry[] = [
  indexed('jobs', home),
  ...categories.map((c) =>
    indexed('jobs', {
      path: c.path,
      title: `${c.title} | ${siteName}`,
      description: c.description,
      keywords: `${c.name.toLowerCase()} jobs, remote ${c.name.toLowerCase()} jobs, remote design jobs`,
      priority: 1.0,
      changefreq: 'daily',
    }),
  ),
  indexed('shell', {
    path: '/about',
    title: `About | ${siteName}`,
    description: 'Remote Design Jobs curates remote job postings for designers of every discipline from vetted employers.',
    keywords: 'about remote design jobs',
    priority: 0.5,
    changefreq: 'monthly',
  }),
  indexed('blog', {
    path: '/blog',
    title: `Blog | ${siteName}`,
    description: 'Career advice, portfolio tips and resources for remote designers.',
    keywords: 'design blog, remote work, designer career advice',
    priority: 0.5,
    changefreq: 'weekly',
  }),
  indexed('jobs', {
    path: '/post-job',
    title: `Post a Design Job | ${siteName}`,
    description: 'Post a remote design job and reach designers looking for remote work.',
    keywords: 'post a design job, hire remote designers',
    priority: 0.8,
    changefreq: 'daily',
  }),
  indexed('shell', {
    path: '/privacy',
    title: `Privacy Policy | ${siteName}`,
    description: 'How Remote Design Jobs collects, uses and protects your information.',
    keywords: 'privacy policy',
    priority: 0.8,
    changefreq: 'daily',
  }),
  indexed('shell', {
    path: '/terms',
    title: `Terms of Service | ${siteName}`,
    description: 'The terms that apply when you use Remote Design Jobs.',
    keywords: 'terms of service',
    priority: 0.8,
    changefreq: 'daily',
  }),
  noindex('jobs', redirectPagePath, 'Redirecting to the job posting'),
  noindex('jobs', reportJobPath, 'Report this job'),
  noindex('shell', '/thank-you', 'Thank You'),
  noindex('shell', subscribePath, 'Subscribe'),
  noindex('shell', subscribedPath, 'Subscribed'),
  noindex('shell', alertPaths.new, 'Get job alerts'),
  noindex('shell', alertPaths.sent, 'Check your inbox'),
  noindex('shell', alertPaths.confirm, 'Confirm your job alert'),
  noindex('shell', alertPaths.confirmed, 'Job alert confirmed'),
  noindex('shell', alertPaths.manage, 'Manage your job alert'),
  noindex('shell', alertPaths.unsubscribe, 'Unsubscribe'),
  noindex('shell', alertPaths.unsubscribed, 'Unsubscribed'),
  noindex('jobs', postingLinkPaths.manage, 'Manage your job posting'),
  noindex('jobs', postingLinkPaths.renew, 'Renew your job posting'),
  noindex('jobs', postingLinkPaths.close, 'Close your job posting'),
  noindex('jobs', postingLinkPaths.hiring, 'Are you still hiring?'),
];

/** The entry of `path`. Read on each call, not copied into sets, so an entry added to the list counts at once. */
function entryOf(path: string): PageEntry | undefined {
  return pageEntries.find((entry) => entry.path === path);
}

function pick({ path, title, description, keywords, priority, changefreq }: Page): Page {
  return { path, title, description, keywords, priority, changefreq };
}

/** The pages a generated sitemap lists: every indexed entry, with its metadata only. */
export const sitemapPages: Page[] = pageEntries.flatMap((entry) => (entry.noindex ? [] : [pick(entry)]));

/** Metadata used for `path` when nothing is stored for it; a category's alias takes its category's. */
export function defaultPage(path: string): Page {
  const entry = entryOf(categoryByPath(path)?.path ?? path);
  if (entry && !entry.noindex) return pick(entry);
  return { ...home, path, title: entry?.title ?? siteName, priority: 0.8 };
}

/** The public page of an approved posting is `/jobs/{id}`; the id of such a path, else null. */
export function postingIdOf(path: string): string | null {
  return /^\/jobs\/([A-Za-z0-9-]{1,64})$/.exec(path)?.[1] ?? null;
}

/** A blog post's page is `/blog/{slug}`; the slug of such a path as it stands in the URL (encoded), else null. */
export function blogSlugOf(path: string): string | null {
  return /^\/blog\/([^/]+)$/.exec(path)?.[1] ?? null;
}

/** Who renders `path`: its entry's owner, else the owner of the paths made from an id or a slug. */
export function routeOwner(path: string): RouteOwner | null {
  const entry = entryOf(path);
  if (entry) return entry.owner;
  if (categoryByPath(path) || postingIdOf(path) !== null || companySlugOf(path) !== null) return 'jobs';
  if (blogSlugOf(path) !== null) return 'blog';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return null;
}

/** Pages search engines must not index: the entries marked noindex, and the admin. */
export function isNoindexPath(path: string): boolean {
  return entryOf(path)?.noindex ?? routeOwner(path) === 'admin';
}

/** Where the home page's category picker goes without JavaScript: `?category=<slug>` answers 303 to that page. */
export const categoryPickerPath = '/categories';
