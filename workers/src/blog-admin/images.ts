import { blogImagePrefix, imageExtensions, imageTypeOf, maxImageBytes } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { limitedBytes } from '../http/validate';

/** R2 keys are the served path without its leading slash: `blog-images/{random}.{ext}`. */
const keyPrefix = blogImagePrefix.slice(1);
/** The names uploads get: 32 hex characters and the extension of the type their bytes showed. */
const fileName = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;
/** A name is never reused for other bytes, so browsers and the edge may keep an image for good. */
const immutable = 'public, max-age=31536000, immutable';

function randomName(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST /api/admin/blog/images` (behind the admin session guard): the body is the image's bytes. Its type comes from
 * those bytes, never from the name or Content-Type; past `maxImageBytes` it is refused (on Content-Length before
 * reading, else as soon as the bytes read pass it) and the rest of the body is read and thrown away, not kept.
 */
export const imagesAdmin = new Hono<AppEnv>().post('/', async (c) => {
  const bytes = await limitedBytes(c.req.raw, maxImageBytes, () => new ApiError(413, 'too_large', 'Images may be at most 2 MB'));
  if (bytes.byteLength === 0) throw new ApiError(400, 'invalid_input', 'The image is empty');
  const type = imageTypeOf(bytes);
  if (!type) throw new ApiError(415, 'unsupported_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded');
  const name = `${randomName()}.${imageExtensions[type]}`;
  await c.env.BLOG_IMAGES.put(`${keyPrefix}${name}`, bytes, { httpMetadata: { contentType: type, cacheControl: immutable } });
  return c.json({ url: `${blogImagePrefix}${name}` }, 201);
});

/** `GET /blog-images/:file` (public): an uploaded image with its type, cached for good, revalidated by ETag. */
export const blogImages = new Hono<{ Bindings: Env }>().get(`${blogImagePrefix}:file`, async (c) => {
  const file = c.req.param('file');
  const missing = () => new ApiError(404, 'not_found', `No image at ${blogImagePrefix}${file}`);
  if (!fileName.test(file)) throw missing();
  // Only If-None-Match is honoured: a refused If-Match would also come back without a body, and is no 304.
  const ifNoneMatch = c.req.header('If-None-Match');
  const onlyIf = new Headers(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {});
  const object = await c.env.BLOG_IMAGES.get(`${keyPrefix}${file}`, { onlyIf });
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
