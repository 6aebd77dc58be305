import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listening } from '../lib/node-server';
import { startCloudflareApi } from './server';

let api: Listening;

beforeAll(async () => {
  api = await startCloudflareApi({ bucket: { size: 2, perMinute: 5 } });
});
afterAll(() => api.close());

function purge(zone: string, body: unknown, token: string | null = 'good-token') {
  return fetch(`${api.url}/client/v4/zones/${zone}/purge_cache`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const logOf = async (zone: string) => ((await (await fetch(`${api.url}/__purges?zone=${zone}`)).json()) as { purges: { body: unknown; status: number }[] }).purges;

describe('the Cloudflare API sandbox: purge by tag', () => {
  it('takes a purge by tags in Cloudflare’s envelope, and logs it for its zone', async () => {
    const res = await purge('zone-a', { tags: ['category:graphic-design', 'page:/'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, errors: [], messages: [], result: { id: 'zone-a' } });
    expect(await logOf('zone-a')).toEqual([{ zone: 'zone-a', body: { tags: ['category:graphic-design', 'page:/'] }, status: 200, at: expect.any(String) }]);
  });

  it('refuses a missing or wrong token, and a body that names no purge or too many tags', async () => {
    expect((await purge('zone-b', { tags: ['a'] }, null)).status).toBe(400);
    expect((await purge('zone-b', { tags: ['a'] }, 'bad-token')).status).toBe(403);
    expect((await purge('zone-b', 'not json')).status).toBe(400);
    expect((await purge('zone-b', { tags: [] })).status).toBe(400);
    const tooMany = await purge('zone-b', { tags: Array.from({ length: 101 }, (_, i) => `t${i}`) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ success: false, errors: [{ code: 1012, message: 'tags must hold 1 to 100 tags.' }] });
  });

  it('answers 429 with Retry-After once a token’s bucket is empty, as the Free plan’s rate limit does', async () => {
    const token = 'bucket-token';
    expect((await purge('zone-c', { tags: ['a'] }, token)).status).toBe(200);
    expect((await purge('zone-c', { tags: ['b'] }, token)).status).toBe(200);
    const over = await purge('zone-c', { tags: ['c'] }, token);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await purge('zone-c', { tags: ['d'] }, 'another-token')).status).toBe(200);
  });

  it('fails on purpose for the fault tokens', async () => {
    const limited = await purge('zone-d', { tags: ['a'] }, 'fault-429');
    expect([limited.status, limited.headers.get('Retry-After')]).toEqual([429, '1']);
    expect((await purge('zone-d', { tags: ['a'] }, 'fault-500')).status).toBe(500);
  });
});
