import {
  pagePath,
  releaseEntryPath,
  remoteReleasesElementId,
  routeOwner,
  type RemoteReleases,
  type RouteOwner,
} from '@rdj/shared';
import type { Context } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { currentReleases } from '../remotes/pointers';
import { pageHead } from '../seo/page-tags';
import { withHead } from './head';

/** Any path that names a file is a static asset; the rest are pages. */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith('/mfe/') || path.startsWith('/assets/');
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves a built file; hashed chunks and remote releases never change, so they cache forever. A missing file is a
 * 404 in the one error shape, like any other answer that is not a page.
 */
export async function serveAsset(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  if (res.status >= 400) {
    await res.body?.cancel();
    throw new ApiError(404, 'not_found', `No file at ${path}`);
  }
  if (res.ok && (path.startsWith('/assets/') || /^\/mfe\/[^/]+\/[^/]+\/assets\//.test(path))) {
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', immutable);
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}

/**
 * The remotes' current releases as non-executable JSON, so the shell loads each entry at its release address
 * without the stable address's redirect, and a preload of the entry of the remote that renders this page.
 */
function releasesHtml(releases: RemoteReleases, owner: RouteOwner | null): string {
  const version = owner && owner !== 'shell' ? releases[owner] : undefined;
  const preload = owner && owner !== 'shell' && version ? `<link rel="modulepreload" href="${releaseEntryPath(owner, version)}">` : '';
  const json = JSON.stringify(releases).replace(/</g, '\\u003c');
  return `${preload}<script type="application/json" id="${remoteReleasesElementId}">${json}</script>`;
}

/** Serves the shell's page with the head rendered at the edge; unknown paths get the same page with status 404. */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = pagePath(url.pathname);
  const [shell, { tags, found }, releases] = await Promise.all([
    c.env.ASSETS.fetch(new Request(new URL('/', url))),
    pageHead(dbOf(c.env.DB), publicOrigin(c.env), path),
    currentReleases(c.env.KV),
  ]);
  return withHead(shell, tags, found ? 200 : 404, releasesHtml(releases, routeOwner(path)));
}
