import { blogImagePrefix, maxImageBytes } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { limitedBytes } from '../http/validate';
import { imageKeyPrefix, immutable } from '../blog/images';
import { imageExtensions, imageTypeOf } from './image-type';


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
  await c.env.BLOG_IMAGES.put(`${imageKeyPrefix}${name}`, bytes, { httpMetadata: { contentType: type, cacheControl: immutable } });
  return c.json({ url: `${blogImagePrefix}${name}` }, 201);
});
