import { sitemapPages, sitemapXml, type SitemapEntry } from '@rdj/shared';
import type { Db } from '../db/client';
import { noindexPaths } from '../seo/queries';
import { sitemapPosts } from './queries';

/** sitemaps.org allows 50,000 URLs per file; past that a sitemap index would be needed. */
const maxUrls = 50_000;

/** The sitemap built from the page table and the published posts, leaving out pages marked noindex. */
export async function generatedSitemap(db: Db, origin: string): Promise<string> {
  const hidden = await noindexPaths(db);
  const pages: SitemapEntry[] = sitemapPages
    .filter((p) => !hidden.has(p.path))
    .map((p) => ({ loc: `${origin}${p.path}`, priority: p.priority, changefreq: p.changefreq }));
  const posts: SitemapEntry[] = (await sitemapPosts(db, maxUrls - pages.length)).map((p) => ({
    loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
    lastmod: p.updatedAt.slice(0, 10),
    priority: 0.5,
    changefreq: 'weekly',
  }));
  return sitemapXml([...pages, ...posts]);
}
