import { headTags, isNoindexPath, routeOwner, siteName, type SeoRecord } from '@rdj/shared';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { dbOf } from '../db/client';
import { seoSettings } from '../db/schema';
import { withHead } from './head';

async function storedSeo(d1: D1Database, path: string): Promise<SeoRecord | null> {
  const [row] = await dbOf(d1).select().from(seoSettings).where(eq(seoSettings.path, path)).limit(1);
  return row ?? null;
}

/** Any path that names a file is a static asset; the rest are pages. */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith('/mfe/') || path.startsWith('/assets/');
}

const immutable = 'public, max-age=31536000, immutable';

/** Serves a built file; hashed chunks and remote releases never change, so they cache forever. */
export async function serveAsset(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  if (res.ok && (path.startsWith('/assets/') || /^\/mfe\/[^/]+\/[^/]+\/assets\//.test(path))) {
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', immutable);
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}

/** Serves the shell's page with the head rendered at the edge; unknown paths get the same page with status 404. */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  const shell = await c.env.ASSETS.fetch(new Request(new URL('/', url)));
  const known = routeOwner(path) !== null;
  const tags = known
    ? headTags(url.origin, path, await storedSeo(c.env.DB, path), isNoindexPath(path))
    : { ...headTags(url.origin, path, null, true), title: `Page not found | ${siteName}` };
  return withHead(shell, tags, known ? 200 : 404);
}
