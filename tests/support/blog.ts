/** The blog as a test needs it: enough published posts for a second page, published through the admin API. */
import type { BlogPostList } from '@rdj/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminHeaders } from './admin-api';
import { baseUrl } from './platform';

/** One page of the published posts, as the API answers it. */
export async function postsPage(page: number): Promise<BlogPostList> {
  const res = await fetch(`${baseUrl}/api/blog/posts?page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BlogPostList;
}

/** How many posts readers see now (the API's pages until one says no more follow). */
export async function publishedCount(): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const { posts, more } = await postsPage(page);
    count += posts.length;
    if (!more) return count;
  }
}

/**
 * Makes sure the blog has at least nine published posts, as the sample blog has (two pages, the second of three), for
 * the tests of this file, publishing what is missing first (a `tag` names them) and deleting them after the file: later
 * files read /blog as the fixtures leave it.
 */
export function useBlogOfNinePosts(tag: string): void {
  const written: string[] = [];
  beforeAll(async () => {
    const missing = 9 - (await publishedCount());
    if (missing <= 0) return;
    const signedIn = await adminHeaders();
    const headers = { ...signedIn, 'Content-Type': 'application/json' };
    // A published post needs a featured image: a 1 x 1 PNG, uploaded through the API like any other.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const image = await fetch(`${baseUrl}/api/admin/blog/images`, { method: 'POST', headers: { ...signedIn, 'Content-Type': 'image/png' }, body: png });
    expect(image.status).toBe(201);
    const { url: featuredImageUrl } = (await image.json()) as { url: string };
    const run = Date.now().toString(36);
    for (let i = 0; i < missing; i++) {
      const res = await fetch(`${baseUrl}/api/admin/blog/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `${tag} sample ${i + 1} ${run}`,
          content: `<p>A post for the ${tag.toLowerCase()} test.</p>`,
          featuredImageUrl,
          featuredImageAlt: 'A one-pixel picture',
          readTime: 1,
          status: 'published',
        }),
      });
      expect(res.status).toBe(201);
      written.push(((await res.json()) as { post: { id: string } }).post.id);
    }
  }, 60_000);

  afterAll(async () => {
    const headers = await adminHeaders();
    for (const id of written.splice(0)) {
      const res = await fetch(`${baseUrl}/api/admin/blog/posts/${id}`, { method: 'DELETE', headers });
      expect(res.status).toBe(204);
    }
  });
}
