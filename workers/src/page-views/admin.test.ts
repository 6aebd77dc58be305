import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/support/call';
import { startSession } from '../auth/sessions';
import { dbOf } from '../db/client';
import { countView } from './queries';

const adminId = 'page-views-admin';

/** A bearer token of a live session, started at the (possibly faked) current time. */
async function signedIn(): Promise<HeadersInit> {
  const { accessToken } = await startSession(dbOf(env.DB), adminId, Date.now());
  return { Authorization: `Bearer ${accessToken}` };
}

async function totals(query = '', headers?: HeadersInit): Promise<Response> {
  return call(`/api/admin/page-views${query}`, {
    headers: headers ?? (await signedIn()),
  });
}

async function views(path: string, day: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await countView(dbOf(env.DB), path, day);
}

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO admin_users (id, email, password_hash) VALUES (?, 'views@example.com', 'unused')")
    .bind(adminId)
    .run();
  await views('/about', '2026-05-31', 2);
  await views('/blog', '2026-05-02', 5);
  await views('/about', '2026-05-02', 1);
  await views('/terms', '2026-05-01', 7);
});

afterEach(() => {
  vi.useRealTimers();
});

function today(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('GET /api/admin/page-views', () => {
  it('refuses a request without a session', async () => {
    const res = await totals('', {});
    expect(res.status).toBe(401);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('unauthenticated');
  });

  it('sums the last 30 UTC days by default, most viewed first', async () => {
    today('2026-05-31T22:00:00Z');
    const res = await totals();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      since: '2026-05-02',
      totals: [
        { path: '/blog', views: 5 },
        { path: '/about', views: 3 },
      ],
    });
  });

  it('counts only today when asked for one day', async () => {
    today('2026-05-31T00:30:00Z');
    expect(await (await totals('?days=1')).json()).toEqual({ since: '2026-05-31', totals: [{ path: '/about', views: 2 }] });
  });

  it('reaches further back when asked for more days', async () => {
    today('2026-05-31T12:00:00Z');
    const body = await (await totals('?days=31')).json<{ since: string; totals: { path: string }[] }>();
    expect(body.since).toBe('2026-05-01');
    expect(body.totals.map((t) => t.path)).toEqual(['/terms', '/blog', '/about']);
  });

  it.each(['0', '366', 'many', '2.5'])('refuses days=%s with a 400 naming days', async (days) => {
    const res = await totals(`?days=${days}`);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(/^days: /);
  });
});
