import { blogImagePrefix } from '@rdj/shared';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';

/** R2 keys are the served path without its leading slash: `blog-images/{random}.{ext}`. */
export const imageKeyPrefix = blogImagePrefix.slice(1);
/** The names uploads get (blog-admin/images.ts): 32 hex characters and the extension of the type their bytes showed. */
const fileName = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;
/** A name is never reused for other bytes, so browsers and the edge may keep an image for good. */
export const immutable = 'public, max-age=31536000, immutable';

/** `GET /blog-images/:file` (public): an uploaded image with its type, cached for good, revalidated by ETag. */
export const blogImages = new Hono<{ Bindings: Env }>().get(`${blogImagePrefix}:file`, async (c) => {
  const file = c.req.param('file');
  const missing = () => new ApiError(404, 'not_found', `No image at ${blogImagePrefix}${file}`);
  if (!fileName.test(file)) throw missing();
  // Only If-None-Match is honoured: a refused If-Match would also come back without a body, and is no 304.
  const ifNoneMatch = c.req.header('If-None-Match');
  const onlyIf = new Headers(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {});
  const object = await c.env.BLOG_IMAGES.get(`${imageKeyPrefix}${file}`, { onlyIf });
  if (!object) throw missing();
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': immutable,
    ETag: object.httpEtag,
  });
  // An If-None-Match that still matches: the object comes back without its body.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
