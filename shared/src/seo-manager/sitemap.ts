import { escapeXml, sitemapXml, type SitemapEntry } from '../seo';

/** sitemaps.org: a sitemap lists at most 50,000 URLs and is at most 50 MB (52,428,800 bytes) uncompressed. */
export const maxSitemapUrls = 50_000;
export const maxSitemapBytes = 52_428_800;

/** An index may list at most 50,000 sitemaps. */
const maxIndexChildren = 50_000;

export interface SitemapFile {
  /** Where the file is served, e.g. `/sitemaps/sitemap-1.xml`. */
  path: string;
  xml: string;
}

export type SitemapDocuments =
  | { kind: 'single'; xml: string }
  | { kind: 'index'; index: string; children: SitemapFile[] };

/** Where the `n`th (from 1) sitemap of an index is served. */
export function sitemapChildPath(n: number): string {
  return `/sitemaps/sitemap-${n}.xml`;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The urlset documents for `entries`, in order, each within both limits; one (perhaps empty) at least. */
function urlsets(entries: SitemapEntry[]): string[] {
  const documents: string[] = [];
  const add = (run: SitemapEntry[]) => {
    const xml = sitemapXml(run);
    // Only very long URLs reach 50 MB before 50,000 URLs; halving until each part fits keeps the order.
    if (run.length > 1 && byteLength(xml) > maxSitemapBytes) {
      const half = Math.ceil(run.length / 2);
      add(run.slice(0, half));
      add(run.slice(half));
    } else {
      documents.push(xml);
    }
  };
  if (entries.length === 0) add([]);
  for (let start = 0; start < entries.length; start += maxSitemapUrls) add(entries.slice(start, start + maxSitemapUrls));
  return documents;
}

function sitemapIndexXml(sitemaps: { loc: string; lastmod: string }[]): string {
  const items = sitemaps.map((s) =>
    ['  <sitemap>', `    <loc>${escapeXml(s.loc)}</loc>`, `    <lastmod>${escapeXml(s.lastmod)}</lastmod>`, '  </sitemap>'].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The sitemap as files: one urlset when the entries fit in one sitemap, else an index at the sitemap's address
 * listing numbered child sitemaps (absolute locs under `origin`, each dated `now`, the moment they are written).
 *
 * @example sitemapDocuments(entries, 'https://x.io') // { kind: 'single', xml } for up to 50,000 entries
 */
export function sitemapDocuments(entries: SitemapEntry[], origin: string, now: Date = new Date()): SitemapDocuments {
  const documents = urlsets(entries);
  if (documents.length === 1) return { kind: 'single', xml: documents[0]! };
  if (documents.length > maxIndexChildren) throw new RangeError(`A sitemap index lists at most ${maxIndexChildren} sitemaps`);
  const base = origin.replace(/\/+$/, '');
  const lastmod = now.toISOString().replace(/\.\d+Z$/, 'Z');
  const children = documents.map((xml, i) => ({ path: sitemapChildPath(i + 1), xml }));
  return { kind: 'index', index: sitemapIndexXml(children.map((c) => ({ loc: `${base}${c.path}`, lastmod }))), children };
}
