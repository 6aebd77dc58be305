import { companyLogoPrefix } from '@rdj/shared';
import { Hono } from 'hono';
import { immutable } from '../blog/images';
import { ApiError } from '../http/errors';

/** R2 keys (in `BLOG_IMAGES`, beside the blog's images) are the served path without its leading slash. */
export const logoKeyPrefix = companyLogoPrefix.slice(1);
/** The names uploads get (admin.ts): 32 hex characters and the extension of the type their bytes showed. */
const fileName = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;

/**
 * `GET /company-logos/:file` (public): a company's logo with its type, cached for good (a replaced logo gets a new
 * name), revalidated by ETag; served as the blog's images are (blog/images.ts).
 */
export const companyLogos = new Hono<{ Bindings: Env }>().get(`${companyLogoPrefix}:file`, async (c) => {
  const file = c.req.param('file');
  const missing = () => new ApiError(404, 'not_found', `No logo at ${companyLogoPrefix}${file}`);
  if (!fileName.test(file)) throw missing();
  const ifNoneMatch = c.req.header('If-None-Match');
  const onlyIf = new Headers(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {});
  const object = await c.env.BLOG_IMAGES.get(`${logoKeyPrefix}${file}`, { onlyIf });
  if (!object) throw missing();
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': immutable,
    ETag: object.httpEtag,
  });
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
