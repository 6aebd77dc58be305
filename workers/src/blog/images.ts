import { blogImagePrefix } from '@rdj/shared';
import { storedImages } from '../lib/stored-images';

/** `GET /blog-images/:file` (public): an uploaded image (lib/stored-images.ts). */
export const blogImages = storedImages(blogImagePrefix, 'image');
