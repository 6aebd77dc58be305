import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

/** A 200 answer whose body cannot be read: cut off (`reason`) the way an aborted request's body is. */
function answerWithUnreadableBody(reason: unknown): Response {
  return { status: 200, ok: true, json: () => Promise.reject(reason) } as unknown as Response;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('rejects with the abort when the caller aborted while the body was being read', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      return answerWithUnreadableBody(abort);
    });
    await expect(api('/api/seo?path=/', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('answers a JSON body as given', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ title: 'Home' }), { status: 200 }));
    await expect(api('/api/seo?path=/')).resolves.toEqual({ title: 'Home' });
  });
});
