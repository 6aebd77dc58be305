import { describe, expect, it } from 'vitest';
import { call, origin } from '../../test/support/call';

/**
 * A chunked body that records how far the worker read it. Answering before a body is read to its end breaks
 * wrangler dev's proxy (the next request fails, then the server exits), so every refused body must be read through.
 */
function trackedBody(totalBytes: number, firstChunk = '') {
  const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
  const state = { sent: 0, finished: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === 0 && firstChunk) {
        const bytes = new TextEncoder().encode(firstChunk);
        state.sent += bytes.byteLength;
        return controller.enqueue(bytes);
      }
      if (state.sent >= totalBytes) {
        state.finished = true;
        return controller.close();
      }
      state.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const res = await call(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    }),
  );
  await res.text();
  return res;
}

describe('refused request bodies are read to the end before the answer', () => {
  it('reads an oversized chunked body through before answering 413', async () => {
    const { stream, state } = trackedBody(2 * 1024 * 1024, '{"email":"big@example.com"}');
    const res = await post('/api/newsletter', stream);
    expect(res.status).toBe(413);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });

  it('reads the body of a cross-site POST through before answering 403', async () => {
    const { stream, state } = trackedBody(256 * 1024);
    const res = await post('/api/newsletter', stream, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });

  it('reads the body of an admin POST without a session through before answering 401', async () => {
    const { stream, state } = trackedBody(256 * 1024);
    const res = await post('/api/admin/postings/00000000-0000-4000-8000-000000000000/approve', stream);
    expect(res.status).toBe(401);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });

  it('reads the body of a POST to no route through before answering 404', async () => {
    const { stream, state } = trackedBody(256 * 1024);
    const res = await post('/about', stream);
    expect(res.status).toBe(404);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });

  it('reads a body sent to the refresh grant, which takes none, through before answering 400', async () => {
    const { stream, state } = trackedBody(64 * 1024, '{"refresh_token":"x"}');
    const res = await post('/api/auth/token?grant_type=refresh_token', stream);
    expect(res.status).toBe(400);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });

  it('reads an oversized image upload through after refusing it part way', async () => {
    const { stream, state } = trackedBody(3 * 1024 * 1024);
    const res = await post('/api/admin/blog/images', stream, { 'Content-Type': 'image/png' });
    expect(res.status).toBe(401);
    expect(state).toMatchObject({ finished: true, cancelled: false });
  });
});
