import type { SitemapDocuments } from '@rdj/shared';
import { dbOf } from '../db/client';
import { postingsEndedSince } from '../postings/open-queries';

/**
 * The sitemap an administrator generated or uploaded, kept in R2 (`SITEMAPS`) with a pointer in KV. Each write goes
 * under a new prefix and the pointer moves only once every file is there, so a request never sees half of a
 * generation; the files the pointer left behind are deleted afterwards.
 */

/** KV key of the pointer; no pointer means the sitemap is built on each request. */
export const sitemapPointerKey = 'sitemap_pointer';

interface SitemapPointer {
  source: 'generated' | 'uploaded';
  /** R2 prefix of this version's files, ending in `/`. */
  prefix: string;
  /** URLs listed (null for an uploaded file, served as it is). */
  urls: number | null;
  /** Number of files: 1, or the index plus its children. */
  files: number;
  updatedAt: string;
}

/** R2 key of the file served at `path` (`/sitemap.xml`, `/sitemaps/sitemap-2.xml`) in a version. */
const keyOf = (pointer: Pick<SitemapPointer, 'prefix'>, path: string) => `${pointer.prefix}${path.slice(1)}`;

const xmlType = { contentType: 'application/xml; charset=utf-8' };

export async function sitemapPointer(env: Env): Promise<SitemapPointer | null> {
  return env.KV.get<SitemapPointer>(sitemapPointerKey, 'json');
}

/**
 * The stored file served at `path`, or null when none is stored there. A posting that ended after the file was
 * written leaves it at once (docs/postings.md#lifecycle): its `<url>` entry is dropped as the file is served.
 */
export async function storedSitemapFile(env: Env, path: string): Promise<{ body: string } | null> {
  const pointer = await sitemapPointer(env);
  const file = pointer ? await env.SITEMAPS.get(keyOf(pointer, path)) : null;
  return pointer && file ? { body: await withoutEndedPostings(env, await file.text(), pointer.updatedAt) } : null;
}

const urlEntry = /<url>[\s\S]*?<\/url>\s*/g;
const postingLoc = /\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*<\/loc>/i;
/** Postings whose state changed within this long before a file was stored may still be listed in it. */
const storeMarginMs = 60_000;

/**
 * `xml`, written at `writtenAt`, without the entries of posting pages that ended since: one query for those
 * postings, and the file is only scanned when there are any.
 */
async function withoutEndedPostings(env: Env, xml: string, writtenAt: string): Promise<string> {
  const since = new Date(Date.parse(writtenAt) - storeMarginMs);
  const ended = await postingsEndedSince(dbOf(env.DB), Number.isNaN(since.getTime()) ? new Date(0) : since);
  if (ended.size === 0) return xml;
  return xml.replace(urlEntry, (entry) => {
    const id = postingLoc.exec(entry)?.[1]?.toLowerCase();
    return id !== undefined && ended.has(id) ? '' : entry;
  });
}

/** Writes `files` (path → bytes) as a new version, points at it, and deletes the version it replaces. */
async function storeVersion(env: Env, files: [string, string | Uint8Array][], meta: Omit<SitemapPointer, 'prefix' | 'files'>): Promise<SitemapPointer> {
  const previous = await sitemapPointer(env);
  const pointer: SitemapPointer = { ...meta, prefix: `sitemaps/${Date.now()}-${crypto.randomUUID()}/`, files: files.length };
  for (const [path, body] of files) await env.SITEMAPS.put(keyOf(pointer, path), body, { httpMetadata: xmlType });
  await env.KV.put(sitemapPointerKey, JSON.stringify(pointer));
  if (previous) await deleteVersion(env, previous);
  return pointer;
}

async function deleteVersion(env: Env, pointer: SitemapPointer): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.SITEMAPS.list({ prefix: pointer.prefix, cursor });
    if (page.objects.length) await env.SITEMAPS.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Stores a generated sitemap: one file at `/sitemap.xml`, or the index there and its children at their paths. */
export function storeGenerated(env: Env, documents: SitemapDocuments, urls: number, now = new Date()): Promise<SitemapPointer> {
  const files: [string, string][] =
    documents.kind === 'single'
      ? [['/sitemap.xml', documents.xml]]
      : [['/sitemap.xml', documents.index], ...documents.children.map((c): [string, string] => [c.path, c.xml])];
  return storeVersion(env, files, { source: 'generated', urls, updatedAt: now.toISOString() });
}

/** Stores an uploaded file, served at `/sitemap.xml` as it is. */
export function storeUploaded(env: Env, bytes: Uint8Array, now = new Date()): Promise<SitemapPointer> {
  return storeVersion(env, [['/sitemap.xml', bytes]], { source: 'uploaded', urls: null, updatedAt: now.toISOString() });
}
