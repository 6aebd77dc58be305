import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';

function view(path: unknown): Promise<Response> {
  return exports.default.fetch('http://127.0.0.1/api/page-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
  });
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

  it('counts a blog post page and a path with a trailing slash as its page', async () => {
    await view('/blog/some-post');
    await view('/privacy/');
    expect(await rowsFor('/blog/some-post')).toHaveLength(1);
    expect((await rowsFor('/privacy'))[0]?.count).toBe(1);
  });

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
