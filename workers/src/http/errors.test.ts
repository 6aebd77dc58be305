import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pointerKey } from '../remotes/pointers';

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`http://127.0.0.1${path}`, { redirect: 'manual', ...init });
}

async function expectErrorShape(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = await res.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
}

describe('one error shape for every answer that is not a page', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s /about with a JSON 404', async (method) => {
    await expectErrorShape(await send('/about', { method }), 404, 'not_found');
  });

  it('answers a missing static file with a JSON 404', async () => {
    await expectErrorShape(await send('/assets/missing-chunk.js'), 404, 'not_found');
    await expectErrorShape(await send('/mfe/jobs/20260101000000/assets/nope.js'), 404, 'not_found');
  });

  it('keeps the HTML not-found page for a page GET', async () => {
    const res = await send('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });

  it.each(['../../../etc/passwd', 'v1/../../x', 'a b', ''.padEnd(200, 'x')])(
    'treats a remote pointer %j that is not a release name as no release, in the error shape',
    async (value) => {
      await env.KV.put(pointerKey('blog'), value);
      await expectErrorShape(await send('/mfe/blog/remoteEntry.js'), 503, 'remote_not_shipped');
    },
  );
});
