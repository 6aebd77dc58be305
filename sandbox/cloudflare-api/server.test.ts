import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listening } from '../lib/node-server';
import { accountId } from './account';
import { startCloudflareApi, type CloudflareApi } from './server';

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
    // Refused purges are logged too, with what they sent.
    expect((await logOf('zone-b')).map((entry) => entry.status)).toEqual([400, 403, 400, 400, 400]);
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

describe('the Cloudflare API sandbox: an account for wrangler', () => {
  let account: CloudflareApi;
  beforeAll(async () => {
    account = await startCloudflareApi({ switches: { r2: false, queues: false } });
  });
  afterAll(() => account.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${account.url}/client/v4/accounts/${accountId}${path}`, {
      method,
      headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { success: boolean; errors: { code: number }[]; result: unknown; result_info?: unknown } };
  };

  it('starts empty, and pages a list as `page` and `per_page` ask, with its total', async () => {
    for (const title of ['kv-a', 'kv-b', 'kv-c']) expect((await call('POST', '/storage/kv/namespaces', { title })).status).toBe(200);
    const second = await call('GET', '/storage/kv/namespaces?per_page=2&page=2');
    expect(second.json.result).toEqual([{ id: expect.any(String), title: 'kv-c', supports_url_encoding: true }]);
    expect(second.json.result_info).toMatchObject({ page: 2, per_page: 2, count: 1, total_count: 3 });
    expect((await call('POST', '/storage/kv/namespaces', { title: 'kv-a' })).status).toBe(400);
  });

  it('answers as an account without R2 or Queues does, until the switch is turned', async () => {
    expect((await call('GET', '/r2/buckets')).json.errors).toEqual([{ code: 10042, message: 'Please enable R2 through the Cloudflare Dashboard.' }]);
    expect((await call('POST', '/queues', { queue_name: 'q-1' })).json.errors[0]!.code).toBe(100129);
    account.account.switches.r2 = true;
    account.account.switches.queues = true;
    expect((await call('POST', '/r2/buckets', { name: 'bucket-1' })).status).toBe(200);
    expect((await call('POST', '/queues', { queue_name: 'q-1' })).status).toBe(200);
    expect((await call('GET', '/queues?name=q-1&name=q-2')).json.result).toHaveLength(1);
  });

  it('refuses an upload whose binding names a Worker the account lacks, and logs secrets by name only', async () => {
    const upload = (bindings: unknown[]) => {
      const form = new FormData();
      form.set('metadata', JSON.stringify({ main_module: 'worker.js', bindings }));
      form.set('worker.js', new Blob(['export default {}'], { type: 'application/javascript+module' }), 'worker.js');
      return fetch(`${account.url}/client/v4/accounts/${accountId}/workers/scripts/board`, { method: 'PUT', headers: { Authorization: 'Bearer token-1' }, body: form });
    };
    const refused = await upload([{ name: 'API', type: 'service', service: 'nobody' }]);
    expect([refused.status, ((await refused.json()) as { errors: { code: number }[] }).errors[0]!.code]).toEqual([400, 10143]);
    expect(account.account.script('board')).toBeUndefined();
    const taken = await upload([{ name: 'KEY', type: 'secret_text', text: 'value-1' }]);
    expect(taken.status).toBe(200);
    expect(account.account.script('board')!.deployments[0]!.versions).toEqual([{ version_id: account.account.script('board')!.versions[0]!.id, percentage: 100 }]);
    expect(account.requests.at(-1)).toMatchObject({ method: 'PUT', status: 200, body: { bindings: [{ name: 'KEY', type: 'secret_text', text: '(secret)' }] }, parts: ['worker.js'] });
    expect(JSON.stringify(account.requests)).not.toContain('value-1');
  });
});
