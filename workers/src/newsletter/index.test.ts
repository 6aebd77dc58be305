import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call } from '../../test/support/call';

function subscribe(body: unknown): Promise<Response> {
  return call('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueClient() },
    body: JSON.stringify(body),
  });
}

async function rowsFor(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM job_alerts WHERE lower(email) = lower(?)')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /api/newsletter', () => {
  it('stores an address once when it subscribes twice', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await subscribe({ email: 'twice@example.com' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await rowsFor('twice@example.com')).toBe(1);
  });

  it('stores the address trimmed and lower-cased, so a change of case is the same subscriber', async () => {
    expect((await subscribe({ email: ' Case@Example.COM ' })).status).toBe(200);
    expect((await subscribe({ email: 'case@example.com' })).status).toBe(200);
    const rows = await env.DB.prepare("SELECT email FROM job_alerts WHERE lower(email) = 'case@example.com'").all();
    expect(rows.results).toEqual([{ email: 'case@example.com' }]);
  });

  it('answers a filled bot field like a person and stores nothing', async () => {
    const res = await subscribe({ email: 'bot@example.com', botField: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await rowsFor('bot@example.com')).toBe(0);
  });

  it('stores an address sent with an empty bot field', async () => {
    expect((await subscribe({ email: 'person@example.com', botField: '' })).status).toBe(200);
    expect(await rowsFor('person@example.com')).toBe(1);
  });

  it('refuses an invalid address with a 400 naming email and stores nothing', async () => {
    const res = await subscribe({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('email');
    expect(body.error.message).toContain('Enter a valid email address');
    expect(await rowsFor('not-an-address')).toBe(0);
  });

  it('refuses an unknown field with a 400 and stores nothing', async () => {
    const res = await subscribe({ email: 'extra@example.com', formName: 'newsletter' });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('formName');
    expect(await rowsFor('extra@example.com')).toBe(0);
  });
});
