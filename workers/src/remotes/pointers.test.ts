import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pointerKey } from './pointers';

describe('remote entry pointers', () => {
  it('redirects, uncached, to the entry of the release the pointer names', async () => {
    await env.KV.put(pointerKey('jobs'), 'v7');
    const res = await exports.default.fetch('http://127.0.0.1/mfe/jobs/remoteEntry.js', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/mfe/jobs/v7/assets/remoteEntry.js');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('follows a rollback at once: the next request goes to the release now named', async () => {
    await env.KV.put(pointerKey('blog'), 'v2');
    await exports.default.fetch('http://127.0.0.1/mfe/blog/remoteEntry.js', { redirect: 'manual' });
    await env.KV.put(pointerKey('blog'), 'v1');
    const res = await exports.default.fetch('http://127.0.0.1/mfe/blog/remoteEntry.js', { redirect: 'manual' });
    expect(res.headers.get('Location')).toBe('/mfe/blog/v1/assets/remoteEntry.js');
  });

  it('answers 503 in the error shape when a remote has no release yet', async () => {
    await env.KV.delete(pointerKey('admin'));
    const res = await exports.default.fetch('http://127.0.0.1/mfe/admin/remoteEntry.js', { redirect: 'manual' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'remote_not_shipped', message: 'Remote admin has no release yet' } });
  });

  it('answers 404 in the error shape for a remote that does not exist', async () => {
    const res = await exports.default.fetch('http://127.0.0.1/mfe/nope/remoteEntry.js', { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'unknown_remote', message: 'No remote called nope' } });
  });
});
