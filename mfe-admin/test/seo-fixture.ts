import { fixedPagePaths, type PageSeoRow, type SeoPageSettings } from '@rdj/shared';
import { ok } from './blog-fixture';
import type { Handler } from './fetch-stub';
import { signedIn } from './fetch-stub';

export const pagesKey = 'GET /api/admin/seo/pages';
export const saveKey = 'PUT /api/admin/seo/pages';
export const aiKey = 'POST /api/admin/ai/seo';
export const pageSeoKey = 'GET /api/admin/seo/page-seo';
export const robotsKey = 'GET /api/admin/robots';
export const saveRobotsKey = 'PUT /api/admin/robots';
export const sitemapKey = 'GET /api/admin/sitemap';
export const generateKey = 'POST /api/generate-sitemap';
export const uploadKey = 'POST /api/admin/sitemap/upload';

/** A fixed page as Scan Pages answers it; nothing stored unless a test says so. */
export function seoPage(overrides: Partial<SeoPageSettings> = {}): SeoPageSettings {
  return { path: '/about', title: '', description: '', keywords: '', canonical: '', noindex: false, updatedAt: null, ...overrides };
}

export const allPages = () => ok({ pages: fixedPagePaths.map((path) => seoPage({ path })) });

export function pageSeoRow(overrides: Partial<PageSeoRow> = {}): PageSeoRow {
  return { id: 1, path: '/about', title: 'About us', description: 'Who we are', keywords: 'about', addToSitemap: true, ...overrides };
}

/** What every SEO screen asks for besides what a test is about. */
export const seoDefaults: Record<string, Handler> = {
  'GET /api/auth/user': signedIn,
  [pageSeoKey]: ok({ rows: [] }),
  [robotsKey]: ok({ text: 'User-agent: *\nAllow: /\n', isDefault: false }),
  [sitemapKey]: ok({ source: 'live', includedPages: 16, urls: 120, updatedAt: null }),
};
