import { maxImageBytes } from '@rdj/shared';
import { Hono } from 'hono';
import { imageExtensions, imageTypeOf } from './image-type';
import { ApiError } from '../http/errors';
import { limitedBytes } from '../http/validate';

/**
 * Uploaded images in R2 (`BLOG_IMAGES`): the blog's images and the companies' logos, each kind under the path it is
 * served at (`/blog-images/`, `/company-logos/`). The R2 key is the served path without its leading slash.
 */

/** A name is never reused for other bytes, so browsers and the edge may keep an image for good. */
export const immutable = 'public, max-age=31536000, immutable';
/** The names uploads get: 32 hex characters and the extension of the type their bytes showed. */
const fileName = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;

function randomName(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Stores the request body's bytes as an image under `prefix` and answers the path it is served at. Its type comes
 * from those bytes, never from the name or Content-Type; past `maxImageBytes` it is refused (on Content-Length
 * before reading, else as soon as the bytes read pass it) and the rest of the body is read and thrown away. `noun`
 * names the kind in the messages ("Images", "Logos"). Nothing is stored when it is refused.
 */
export async function storeImage(env: Env, request: Request, prefix: string, noun: string): Promise<string> {
  const bytes = await limitedBytes(request, maxImageBytes, () => new ApiError(413, 'too_large', `${noun} may be at most 2 MB`));
  if (bytes.byteLength === 0) throw new ApiError(400, 'invalid_input', `The ${noun.toLowerCase().replace(/s$/, '')} is empty`);
  const type = imageTypeOf(bytes);
  if (!type) throw new ApiError(415, 'unsupported_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded');
  const path = `${prefix}${randomName()}.${imageExtensions[type]}`;
  await env.BLOG_IMAGES.put(path.slice(1), bytes, { httpMetadata: { contentType: type, cacheControl: immutable } });
  return path;
}

/** Deletes the image served at `path`. */
export async function deleteImage(env: Env, path: string): Promise<void> {
  await env.BLOG_IMAGES.delete(path.slice(1));
}

/**
 * `GET {prefix}:file` (public): a stored image with its type, cached for good, revalidated by ETag. `noun` names
 * it in the 404's message ("image", "logo").
 */
export function storedImages(prefix: string, noun: string) {
  return new Hono<{ Bindings: Env }>().get(`${prefix}:file`, async (c) => {
    const file = c.req.param('file') ?? '';
    const missing = () => new ApiError(404, 'not_found', `No ${noun} at ${prefix}${file}`);
    if (!fileName.test(file)) throw missing();
    // Only If-None-Match is honoured: a refused If-Match would also come back without a body, and is no 304.
    const ifNoneMatch = c.req.header('If-None-Match');
    const onlyIf = new Headers(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {});
    const object = await c.env.BLOG_IMAGES.get(`${prefix.slice(1)}${file}`, { onlyIf });
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
}
