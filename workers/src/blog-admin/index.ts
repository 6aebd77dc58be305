import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { imagesAdmin } from './images';
import { postsAdmin } from './posts';
import { categoriesAdmin, tagsAdmin } from './terms';

/** `/api/admin/blog`: posts, categories, tags and image uploads (mounted behind the admin session guard). */
export const blogAdmin = new Hono<AppEnv>()
  .route('/posts', postsAdmin)
  .route('/categories', categoriesAdmin)
  .route('/tags', tagsAdmin)
  .route('/images', imagesAdmin);
