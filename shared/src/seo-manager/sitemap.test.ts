import { describe, expect, it } from 'vitest';
import type { SitemapEntry } from '../seo';
import { sitemapIndexSchema, sitemapSchema, xmllint } from '../../test/xmllint';
import { maxSitemapBytes, sitemapDocuments } from './sitemap';

const now = new Date('2026-05-01T12:34:56.789Z');

function entries(count: number, loc = (i: number) => `https://x.io/jobs/${i}`): SitemapEntry[] {
  return Array.from({ length: count }, (_, i) => ({ loc: loc(i), lastmod: '2026-04-30', priority: 0.8, changefreq: 'daily' }));
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap files', () => {
  it('are one urlset for a few pages', () => {
    const documents = sitemapDocuments(entries(3), 'https://x.io', now);
    expect(documents.kind).toBe('single');
    if (documents.kind !== 'single') return;
    expect(locsOf(documents.xml)).toEqual(['https://x.io/jobs/0', 'https://x.io/jobs/1', 'https://x.io/jobs/2']);
    expect(xmllint(documents.xml, sitemapSchema)).toEqual({ ok: true, output: '- validates\n' });
  });

  it('are still one urlset at exactly 50,000 URLs', () => {
    const documents = sitemapDocuments(entries(50_000), 'https://x.io', now);
    expect(documents.kind).toBe('single');
    if (documents.kind !== 'single') return;
    expect(locsOf(documents.xml)).toHaveLength(50_000);
  });

  it('become an index and two children for 60,000 URLs, all valid against the sitemaps.org schemas', () => {
    const documents = sitemapDocuments(entries(60_000), 'https://x.io/', now);
    expect(documents.kind).toBe('index');
    if (documents.kind !== 'index') return;
    expect(documents.children.map((c) => c.path)).toEqual(['/sitemaps/sitemap-1.xml', '/sitemaps/sitemap-2.xml']);
    expect(documents.index).toContain('<loc>https://x.io/sitemaps/sitemap-1.xml</loc>\n    <lastmod>2026-05-01T12:34:56Z</lastmod>');
    expect(locsOf(documents.index)).toEqual(['https://x.io/sitemaps/sitemap-1.xml', 'https://x.io/sitemaps/sitemap-2.xml']);
    expect(xmllint(documents.index, sitemapIndexSchema)).toEqual({ ok: true, output: '- validates\n' });
    const [first, second] = documents.children.map((c) => locsOf(c.xml));
    expect(first).toHaveLength(50_000);
    expect(second).toHaveLength(10_000);
    expect(first![0]).toBe('https://x.io/jobs/0');
    expect(second![0]).toBe('https://x.io/jobs/50000');
    for (const child of documents.children) expect(xmllint(child.xml, sitemapSchema)).toEqual({ ok: true, output: '- validates\n' });
  });

  it('escape what XML does not allow in the index and the children', () => {
    const documents = sitemapDocuments(entries(50_001, (i) => `https://x.io/jobs/${i}?a=1&b=<2>`), 'https://x.io/a&b', now);
    if (documents.kind !== 'index') throw new Error('expected an index');
    expect(documents.index).toContain('<loc>https://x.io/a&amp;b/sitemaps/sitemap-1.xml</loc>');
    expect(documents.children[1]!.xml).toContain('<loc>https://x.io/jobs/50000?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xmllint(documents.index, sitemapIndexSchema).ok).toBe(true);
    expect(xmllint(documents.children[1]!.xml, sitemapSchema).ok).toBe(true);
  });

  it('split a sitemap that would pass 50 MB before 50,000 URLs, keeping the order', () => {
    const long = 'x'.repeat(2000);
    const documents = sitemapDocuments(entries(30_000, (i) => `https://x.io/${long}/${i}`), 'https://x.io', now);
    if (documents.kind !== 'index') throw new Error('expected an index');
    expect(documents.children).toHaveLength(2);
    for (const child of documents.children) expect(new TextEncoder().encode(child.xml).length).toBeLessThanOrEqual(maxSitemapBytes);
    const locs = documents.children.flatMap((c) => locsOf(c.xml));
    expect(locs).toHaveLength(30_000);
    expect(locs[15_000]).toBe(`https://x.io/${long}/15000`);
  });
});
