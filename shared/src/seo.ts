import { categoryByPath } from './categories';
import { defaultPage, type Page } from './pages';
import { stripXmlForbidden } from './xml-chars';

/** Search metadata of one page as stored in seo_settings (null fields fall back to defaults). */
export interface SeoRecord {
  path: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  canonical: string | null;
  noindex: boolean;
}

/** Everything the HTML head of a page carries. */
export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: string | null;
  /** Absolute URL of the page's RSS 2.0 feed (category pages), linked as rel=alternate. */
  feed: string | null;
  /** JSON-LD text for a `<script type="application/ld+json">` (JobPosting, BlogPosting), already escaped. */
  structuredData: string | null;
  /** og:type: `article` for a blog post, else `website`. */
  ogType: 'website' | 'article';
  /** Absolute URL of the page's share image (og:image), or null. */
  image: string | null;
}

/** Canonical default: {host}{path}, with aliases pointing at the page's own path. */
export function canonicalUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${defaultPage(path).path}`;
}

/** Where the blog's RSS 2.0 feed is served. */
export const blogFeedPath = '/feeds/blog.xml';

/**
 * The RSS feed a page links as rel=alternate: a category page's jobs (aliases share their page's feed), the blog's
 * posts on `/blog` and each post, else null.
 */
function feedUrl(origin: string, path: string): string | null {
  const base = origin.replace(/\/$/, '');
  if (path === '/blog' || path.startsWith('/blog/')) return `${base}${blogFeedPath}`;
  const category = categoryByPath(path);
  return category ? `${base}${feedPath(category.slug)}` : null;
}

/** Where a category's RSS 2.0 feed is served. */
export function feedPath(categorySlug: string): string {
  return `/feeds/${categorySlug}.xml`;
}

/** Merges a stored row (if any) over the page's defaults. */
export function headTags(origin: string, path: string, stored: SeoRecord | null, noindexByRoute = false): HeadTags {
  const page: Page = defaultPage(path);
  return {
    title: stored?.title || page.title,
    description: stored?.description || page.description,
    keywords: stored?.keywords || page.keywords,
    canonical: stored?.canonical || canonicalUrl(origin, path),
    robots: noindexByRoute || stored?.noindex ? 'noindex, nofollow' : null,
    feed: feedUrl(origin, path),
    structuredData: null,
    ogType: 'website',
    image: null,
  };
}

/** The default robots.txt of docs/admin.md#robotstxt-manager: allow all, keep crawlers out of /admin/ and /api/. */
export function defaultRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` as XML character data or attribute value: markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return stripXmlForbidden(text).replace(/[&<>"']/g, (ch) => xmlEntities[ch] ?? ch);
}

export interface SitemapEntry {
  loc: string;
  priority: number;
  changefreq: string;
  lastmod?: string;
}

/** A sitemaps.org 0.9 urlset document. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.loc)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
