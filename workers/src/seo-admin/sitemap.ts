import {
  maxSitemapUploadBytes,
  maxSitemapUrls,
  seoManagerMessages,
  sitemapDocuments,
  type GeneratedSitemap,
  type SitemapStatus,
} from '@rdj/shared';
import { Hono } from 'hono';
import { requireSession } from '../auth/require-session';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { limitedBytes } from '../http/validate';
import { listedPages, maxGeneratedUrls, sitemapEntries } from '../site/sitemap';
import { sitemapPointer, storeGenerated, storeUploaded } from '../site/sitemap-store';
import { uploadedSitemapText } from './sitemap-upload';

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
 * `POST /api/generate-sitemap` (the spec's path, behind the session guard like the admin routes): writes the
 * sitemap from the pages, posts and postings as they are now; past 50,000 URLs an index and its children.
 */
export const generateSitemap = new Hono<AppEnv>().use('*', requireSession).post('/', async (c) => {
  const origin = publicOrigin(c.env);
  const entries = await sitemapEntries(dbOf(c.env.DB), origin, maxGeneratedUrls);
  const documents = sitemapDocuments(entries, origin);
  const { files } = await storeGenerated(c.env, documents, entries.length);
  const message = files === 1 ? `Sitemap generated with ${entries.length} URLs` : `Sitemap generated with ${entries.length} URLs in ${files - 1} sitemaps and an index`;
  return c.json<GeneratedSitemap>({ urls: entries.length, files, message });
});
