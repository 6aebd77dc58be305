import {
  maxSitemapUploadBytes,
  maxSitemapUrls,
  seoManagerMessages,
  sitemapDocuments,
  type GeneratedSitemap,
  type SitemapStatus,
} from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { limitedBytes } from '../http/validate';
import { generatedSitemap, listedPages, maxGeneratedUrls, sitemapEntries } from './entries';
import { sitemapPointer, storedSitemapFile, storeGenerated, storeUploaded } from './store';
import { uploadedSitemapText } from './upload';

/**
 * The sitemap, all of it here: the public files (`sitemapFiles`), the SEO manager's status and upload
 * (`sitemapAdmin`), Generate New Sitemap (`generateSitemap`), the entries and their queries (entries.ts,
 * queries.ts), where a generated or uploaded file is kept (store.ts) and what an upload must be (upload.ts).
 */

/** Admins expect a saved change to show at once, so crawlers revalidate instead of caching. */
const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * `/sitemap.xml`, outside the layout: the file an administrator generated or uploaded (see store.ts), else built on
 * the request; past 50,000 URLs a generated sitemap is an index whose children are served under `/sitemaps/`.
 */
export const sitemapFiles = new Hono<{ Bindings: Env }>()
  .get('/sitemap.xml', async (c) => {
    const stored = await storedSitemapFile(c.env, '/sitemap.xml');
    if (stored) return new Response(stored.body, { headers: xml });
    return c.body(await generatedSitemap(dbOf(c.env.DB), publicOrigin(c.env)), 200, xml);
  })
  .get('/sitemaps/:file{sitemap-[1-9][0-9]*\\.xml}', async (c) => {
    const path = `/sitemaps/${c.req.param('file')}`;
    const stored = await storedSitemapFile(c.env, path);
    if (!stored) throw new ApiError(404, 'not_found', `No sitemap at ${path}`);
    return new Response(stored.body, { headers: xml });
  });

async function status(env: Env): Promise<SitemapStatus> {
  const db = dbOf(env.DB);
  const includedPages = (await listedPages(db)).length;
  const pointer = await sitemapPointer(env);
  if (pointer) return { source: pointer.source, includedPages, urls: pointer.urls, updatedAt: pointer.updatedAt };
  const urls = (await sitemapEntries(db, publicOrigin(env), maxSitemapUrls)).length;
  return { source: 'live', includedPages, urls, updatedAt: null };
}

/** Only XML may be uploaded; the type's parameters (a charset) are checked with the bytes. */
function isXmlType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/xml' || type === 'text/xml';
}

/** `/api/admin/sitemap`: what `/sitemap.xml` serves, and uploading a file to serve instead. */
export const sitemapAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json<SitemapStatus>(await status(c.env)))
  .post('/upload', async (c) => {
    if (!isXmlType(c.req.header('Content-Type'))) throw new ApiError(415, 'unsupported_type', seoManagerMessages.notXml);
    const tooLarge = () => new ApiError(413, 'too_large', 'Sitemaps may be at most 5 MB');
    const bytes = await limitedBytes(c.req.raw, maxSitemapUploadBytes, tooLarge);
    uploadedSitemapText(bytes);
    await storeUploaded(c.env, bytes);
    return c.json<SitemapStatus>(await status(c.env), 201);
  });

/**
 * `POST /api/generate-sitemap` (the path of docs/api.md#sitemap; mounted behind the admin session guard by
 * admin/index.ts, like every admin route): writes the sitemap from the pages, posts and postings as they are now; past
 * 50,000 URLs an index and its children.
 */
export const generateSitemap = new Hono<AppEnv>().post('/', async (c) => {
  const origin = publicOrigin(c.env);
  const entries = await sitemapEntries(dbOf(c.env.DB), origin, maxGeneratedUrls);
  const documents = sitemapDocuments(entries, origin);
  const { files } = await storeGenerated(c.env, documents, entries.length);
  const message = files === 1 ? `Sitemap generated with ${entries.length} URLs` : `Sitemap generated with ${entries.length} URLs in ${files - 1} sitemaps and an index`;
  return c.json<GeneratedSitemap>({ urls: entries.length, files, message });
});
