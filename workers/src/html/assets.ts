import { remoteRoot } from '@rdj/shared';
import type { Context } from 'hono';
import { ApiError } from '../http/errors';

/** Any path that names a file is a static asset; the rest are pages. */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith(remoteRoot) || path.startsWith('/assets/');
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves a built file of the shell; hashed chunks never change, so they cache forever. A missing file is a 404 in
 * the one error shape, like any other answer that is not a page.
 */
export async function serveAsset(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  if (res.status >= 400) {
    await res.body?.cancel();
    throw new ApiError(404, 'not_found', `No file at ${path}`);
  }
  if (res.ok && path.startsWith('/assets/')) {
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', immutable);
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}
