import { env } from 'cloudflare:workers';
import type { BlogPostList } from '@rdj/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

interface Row {
  slug: string;
  status: 'draft' | 'published' | 'scheduled';
  publishedAt?: string | null;
  scheduledFor?: string | null;
}

async function insert(row: Row): Promise<void> {
  await env.DB.prepare(
    'INSERT INTO blog_posts (id, title, excerpt, content, slug, status, published_at, scheduled_for, read_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 5)',
  )
    .bind(crypto.randomUUID(), `Post ${row.slug}`, `About ${row.slug}`, `<h2>${row.slug}</h2><p>Body</p>`, row.slug, row.status, row.publishedAt ?? null, row.scheduledFor ?? null)
    .run();
}

async function list(page?: number): Promise<BlogPostList> {
  const res = await call(`/api/blog/posts${page ? `?page=${page}` : ''}`);
  expect(res.status).toBe(200);
  return res.json<BlogPostList>();
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM blog_posts').run();
});

describe('the public blog, from D1', () => {
  it('lists published posts newest first, 6 to a page, and says when more follow', async () => {
    for (let i = 1; i <= 8; i++) await insert({ slug: `post-${i}`, status: 'published', publishedAt: at(-i * hour) });
    const first = await list();
    expect(first.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(first.more).toBe(true);
    const second = await list(2);
    expect(second.posts.map((p) => p.slug)).toEqual(['post-7', 'post-8']);
    expect(second.more).toBe(false);
    expect(second.posts[0]).toMatchObject({ title: 'Post post-7', excerpt: 'About post-7', readTime: 5 });
  });

  it('leaves out drafts and posts scheduled for later, and shows a scheduled post once its time has come', async () => {
    await insert({ slug: 'draft', status: 'draft' });
    await insert({ slug: 'later', status: 'scheduled', scheduledFor: at(hour) });
    await insert({ slug: 'due', status: 'scheduled', scheduledFor: at(-hour) });
    await insert({ slug: 'out', status: 'published', publishedAt: at(-2 * hour) });
    expect((await list()).posts.map((p) => p.slug)).toEqual(['due', 'out']);
  });

  it('answers one visible post with its HTML, and "Post not found." with 404 for a draft, a later or an unknown one', async () => {
    await insert({ slug: 'hello-world', status: 'published', publishedAt: at(-hour) });
    await insert({ slug: 'draft', status: 'draft' });
    await insert({ slug: 'later', status: 'scheduled', scheduledFor: at(hour) });
    const res = await call('/api/blog/posts/hello-world');
    expect(res.status).toBe(200);
    const { post } = await res.json<{ post: { slug: string; content: string } }>();
    expect(post).toMatchObject({ slug: 'hello-world', content: '<h2>hello-world</h2><p>Body</p>' });
    for (const slug of ['draft', 'later', 'nobody-wrote-this']) {
      const missing = await call(`/api/blog/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Post not found.' } });
    }
  });

  it.each(['?page=0', '?page=-1', '?page=two', '?page=1001'])('refuses the page %s with a 400', async (query) => {
    const res = await call(`/api/blog/posts${query}`);
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('invalid_input');
  });

  it.each(['bad%20slug', 'a.b', `${'x'.repeat(201)}`])('refuses the slug %s with a 400', async (slug) => {
    const res = await call(`/api/blog/posts/${slug}`);
    expect(res.status).toBe(400);
  });
});
