import { companyPath, maxSitemapUrls, sitemapPages, sitemapXml, type SitemapEntry } from '@rdj/shared';
import { sitemapCompanies } from '../companies/queries';
import type { Db } from '../db/client';
import { sitemapPostings } from '../job-index/postings';
import { noindexPaths } from '../seo/queries';
import { sitemapPosts } from './queries';

/** A stored ISO time as sitemaps.org's W3C datetime, to the second. */
function w3cSeconds(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** The most URLs a generated sitemap (an index and its children) lists; far more than the board will ever hold. */
export const maxGeneratedUrls = 1_000_000;

/** The fixed pages the sitemap lists: those an administrator did not mark noindex. */
export async function listedPages(db: Db): Promise<typeof sitemapPages> {
  const hidden = await noindexPaths(db);
  return sitemapPages.filter((p) => !hidden.has(p.path));
}

/**
 * The sitemap's entries, at most `limit`: the fixed pages not marked noindex, then the published posts left in the
 * sitemap, then the approved, unexpired job postings, then the company pages with open postings (lastmod: their latest
 * approval; docs/postings.md#companies), with the priorities and change frequencies of docs/limits.md#sitemap.
 */
export async function sitemapEntries(db: Db, origin: string, limit: number): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = (await listedPages(db))
    .slice(0, limit)
    .map((p) => ({ loc: `${origin}${p.path}`, priority: p.priority, changefreq: p.changefreq }));
  const posts: SitemapEntry[] = (await sitemapPosts(db, limit - pages.length)).map((p) => ({
    loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
    lastmod: w3cSeconds(p.lastChange),
    priority: 0.5,
    changefreq: 'weekly',
  }));
  const jobs: SitemapEntry[] = (await sitemapPostings(db, limit - pages.length - posts.length)).map((p) => ({
    loc: `${origin}${p.path}`,
    lastmod: p.approvedAt.slice(0, 10),
    priority: 0.8,
    changefreq: 'daily',
  }));
  const companies: SitemapEntry[] = (await sitemapCompanies(db, limit - pages.length - posts.length - jobs.length)).map((c) => ({
    loc: `${origin}${companyPath(c.slug)}`,
    lastmod: c.lastApproval.slice(0, 10),
    priority: 0.6,
    changefreq: 'daily',
  }));
  return [...pages, ...posts, ...jobs, ...companies];
}

/** The sitemap built on a request: one file, so at most 50,000 URLs (Generate New Sitemap writes an index past that). */
export async function generatedSitemap(db: Db, origin: string): Promise<string> {
  return sitemapXml(await sitemapEntries(db, origin, maxSitemapUrls));
}
