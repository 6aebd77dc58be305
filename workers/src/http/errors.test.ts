import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  return call(path, { redirect: 'manual', ...init });
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

  it('answers a remote whose worker does not answer with a JSON 503', async () => {
    await expectErrorShape(await send('/mfe/blog/remoteEntry.js?fault=throw'), 503, 'remote_unavailable');
  });

  it('answers a file under an unknown remote with a JSON 404', async () => {
    await expectErrorShape(await send('/mfe/nobody/remoteEntry.js'), 404, 'unknown_remote');
  });
});
