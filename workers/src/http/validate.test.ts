import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call, errorOf, origin } from '../../test/support/call';
import { maxJsonBytes } from './validate';

// Validation is exercised through a real endpoint (the newsletter), so what is checked is what a client gets.
const url = `${origin}/api/newsletter`;

async function subscribers(): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM job_alerts').first<{ n: number }>();
  return row?.n ?? 0;
}

/** Valid JSON just over the limit (trailing whitespace), so only the size check keeps its address out. */
function oversizedBody(): string {
  return JSON.stringify({ email: 'big@example.com' }) + ' '.repeat(maxJsonBytes);
}

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = 4096;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

describe('request validation', () => {
  it('refuses malformed JSON with 400 invalid_json and writes nothing', async () => {
    const before = await subscribers();
    const res = await call(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "broken@example.com"',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_json');
    expect(await subscribers()).toBe(before);
  });

  it('refuses a field of the wrong type with a 400 whose message names the field', async () => {
    const before = await subscribers();
    const res = await call(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^email: /);
    expect(await subscribers()).toBe(before);
  });

  it('refuses a body over the limit by its Content-Length with 413 and writes nothing', async () => {
    const before = await subscribers();
    const body = oversizedBody();
    const res = await call(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await subscribers()).toBe(before);
  });

  it('refuses a streamed body over the limit that declares no Content-Length with 413 and writes nothing', async () => {
    const before = await subscribers();
    const req = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(oversizedBody()),
    });
    expect(req.headers.has('content-length')).toBe(false);
    const res = await call(req);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await subscribers()).toBe(before);
  });

  it('accepts a streamed body within the limit', async () => {
    const res = await call(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueClient() },
        body: chunked(JSON.stringify({ email: 'streamed@example.com' })),
      }),
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT email FROM job_alerts WHERE email = 'streamed@example.com'").first();
    expect(row).toEqual({ email: 'streamed@example.com' });
  });
});
