import { blogImagePrefix } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { storeImage } from '../lib/stored-images';

/**
 * `POST /api/admin/blog/images` (behind the admin session guard): the body is the image's bytes, checked and stored
 * by `storeImage` (lib/stored-images.ts); answers the path it is served at.
 */
export const imagesAdmin = new Hono<AppEnv>().post('/', async (c) => {
  const url = await storeImage(c.env, c.req.raw, blogImagePrefix, 'Images');
  return c.json({ url }, 201);
});
