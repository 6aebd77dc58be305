import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/support/call';
import { dbOf } from '../db/client';
import { reviewSubmission } from '../postings/review-queries';
import { submitted } from '../../test/support/postings';

/** A view reported by the shell; `client` is the visitor's address as Cloudflare gives it (none: 'unknown'). */
function view(path: unknown, client?: string): Promise<Response> {
  return call('/api/page-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { 'CF-Connecting-IP': client } : {}) },
    body: JSON.stringify({ path }),
  });
}

async function blogPost(slug: string, status: 'draft' | 'published' | 'scheduled'): Promise<void> {
  await env.DB.prepare("INSERT INTO blog_posts (id, title, slug, status) VALUES (?, 'A post', ?, ?)")
    .bind(crypto.randomUUID(), slug, status)
    .run();
}

/** A posting reviewed `daysAgo` days ago: approved postings stay on the board for 30 days. */
async function posting(status: 'pending' | 'approved' | 'rejected', daysAgo = 0): Promise<string> {
  const id = await submitted();
  if (status !== 'pending') await reviewSubmission(dbOf(env.DB), id, status, new Date(Date.now() - daysAgo * 86_400_000));
  return id;
}

async function rowsFor(path: string): Promise<{ day: string; count: number }[]> {
  const { results } = await env.DB.prepare('SELECT day, count FROM page_views WHERE path = ? ORDER BY day')
    .bind(path)
    .all<{ day: string; count: number }>();
  return results;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/page-views', () => {
  it('counts a view once per request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    for (let i = 0; i < 3; i++) expect((await view('/about')).status).toBe(204);
    expect(await rowsFor('/about')).toEqual([{ day: '2026-03-10', count: 3 }]);
  });

  it('keeps two UTC days in separate rows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T23:59:59Z'));
    await view('/terms');
    vi.setSystemTime(new Date('2026-03-11T00:00:01Z'));
    await view('/terms');
    await view('/terms');
    expect(await rowsFor('/terms')).toEqual([
      { day: '2026-03-10', count: 1 },
      { day: '2026-03-11', count: 2 },
    ]);
  });

  it('counts a published blog post page and a path with a trailing slash as its page', async () => {
    await blogPost('some-post', 'published');
    await view('/blog/some-post');
    await view('/privacy/');
    expect(await rowsFor('/blog/some-post')).toHaveLength(1);
    expect((await rowsFor('/privacy'))[0]?.count).toBe(1);
  });

  it('counts a blog post whose slug the path carries percent-encoded', async () => {
    await blogPost('café-culture', 'published');
    await view(`/blog/${encodeURIComponent('café-culture')}`);
    expect(await rowsFor(`/blog/${encodeURIComponent('café-culture')}`)).toHaveLength(1);
  });

  it('does not count a blog slug no published post has', async () => {
    await blogPost('still-a-draft', 'draft');
    await blogPost('later-on', 'scheduled');
    for (const path of ['/blog/no-such-post', '/blog/still-a-draft', '/blog/later-on', '/blog/%E0%A4%A']) {
      expect((await view(path)).status).toBe(204);
      expect(await rowsFor(path)).toEqual([]);
    }
  });

  it('counts the page of an approved, unexpired posting', async () => {
    const id = await posting('approved');
    expect((await view(`/jobs/${id}`)).status).toBe(204);
    expect((await rowsFor(`/jobs/${id}`))[0]?.count).toBe(1);
  });

  it('does not count the page of a pending, rejected, expired or unknown posting', async () => {
    const ids = [await posting('pending'), await posting('rejected'), await posting('approved', 31), crypto.randomUUID()];
    for (const id of ids) {
      expect((await view(`/jobs/${id}`)).status).toBe(204);
      expect(await rowsFor(`/jobs/${id}`)).toEqual([]);
    }
  });

  // 102 requests through the worker and its rate limiter, those let through counted in D1: 0.7 s idle, 1.7 s with both
  // cores busy.
  it('stops counting a client past its rate limit while another client is still counted', async () => {
    // Mid-minute, so the limiter's window cannot roll over during the test (the limiter reads the same clock).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T12:00:20Z'));
    const viewsOfPostJob = async () => (await rowsFor('/post-job')).find((row) => row.day === '2026-03-12')?.count ?? 0;
    const flood = '203.0.113.7';
    for (let i = 0; i < 100; i++) expect((await view('/post-job', flood)).status).toBe(204);
    const counted = await viewsOfPostJob();
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(100);
    await view('/post-job', flood);
    expect(await viewsOfPostJob()).toBe(counted);
    await view('/post-job', '198.51.100.4');
    expect(await viewsOfPostJob()).toBe(counted + 1);
  }, 30_000);

  it('answers 204 for an unknown page and an admin page and stores nothing', async () => {
    expect((await view('/no-such-page')).status).toBe(204);
    expect((await view('/admin/seo')).status).toBe(204);
    expect(await rowsFor('/no-such-page')).toEqual([]);
    expect(await rowsFor('/admin/seo')).toEqual([]);
  });

  it.each(['/about?ref=mail', '/about#team', 'about', ''])('refuses the path %j with 400 and stores nothing', async (path) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM page_views').first<{ n: number }>();
    const res = await view(path);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(/^path: /);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM page_views').first<{ n: number }>()).toEqual(before);
  });
});
