import { sitemapPages, sitemapXml, type SitemapEntry } from '@rdj/shared';
import type { Db } from '../db/client';
import { sitemapPostings } from '../postings/queries';
import { noindexPaths } from '../seo/queries';
import { sitemapPosts } from './queries';

/** A stored ISO time as sitemaps.org's W3C datetime, to the second. */
function w3cSeconds(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** sitemaps.org allows 50,000 URLs per file; past that a sitemap index would be needed. */
const maxUrls = 50_000;

/**
 * The sitemap built from the page table, the published posts and the approved job postings, leaving out pages marked
 * noindex.
 */
export async function generatedSitemap(db: Db, origin: string): Promise<string> {
  const hidden = await noindexPaths(db);
  const pages: SitemapEntry[] = sitemapPages
    .filter((p) => !hidden.has(p.path))
    .map((p) => ({ loc: `${origin}${p.path}`, priority: p.priority, changefreq: p.changefreq }));
  const posts: SitemapEntry[] = (await sitemapPosts(db, maxUrls - pages.length)).map((p) => ({
    loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
    lastmod: w3cSeconds(p.lastChange),
    priority: 0.5,
    changefreq: 'weekly',
  }));
  const jobs: SitemapEntry[] = (await sitemapPostings(db, maxUrls - pages.length - posts.length)).map((p) => ({
    loc: `${origin}/jobs/${p.id}`,
    lastmod: p.approvedAt.slice(0, 10),
    priority: 0.8,
    changefreq: 'daily',
  }));
  return sitemapXml([...pages, ...posts, ...jobs]);
}
