import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../../test/support/call';

// Uploading and then serving an image is tested with the upload, in blog-admin/images.test.ts.
describe('serving blog images', () => {
  it.each(['/blog-images/0123456789abcdef0123456789abcdef.png', '/blog-images/not-a-name.png', '/blog-images/0123456789abcdef0123456789abcdef.svg'])(
    'answers %s, which is not stored, with a JSON 404',
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    },
  );
});
