import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { uniqueClient } from '../../test/support/auth';
import { call, errorOf, origin } from '../../test/support/call';

function subscribe(email: string, headers: Record<string, string>): Promise<Response> {
  return call('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueClient(), ...headers },
    body: JSON.stringify({ email }),
  });
}

async function stored(email: string): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 FROM job_alerts WHERE email = ?').bind(email).first()) !== null;
}

describe('cross-site request guard', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of another port', { Origin: 'http://127.0.0.1:9999' }],
    ['an Origin of another scheme', { Origin: 'https://127.0.0.1' }],
    ['the opaque Origin null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with a same Origin', { Origin: origin, 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a POST with %s with 403 and writes nothing', async (label, headers) => {
    const email = `csrf-${label.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    const res = await subscribe(email, headers);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'cross_site_request', message: 'Requests from other sites are not allowed' });
    expect(await stored(email)).toBe(false);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s before routing', async (method) => {
    const res = await call('/api/health', { method, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('cross_site_request');
  });

  it.each([
    ['its own Origin', { Origin: origin }],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: origin }],
    ['Sec-Fetch-Site: none (typed in the address bar)', { 'Sec-Fetch-Site': 'none' }],
    ['neither header (curl, a server)', {}],
  ])('lets a POST with %s through', async (label, headers) => {
    const email = `same-${label.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    expect((await subscribe(email, headers)).status).toBe(200);
    expect(await stored(email)).toBe(true);
  });

  it('lets a cross-site GET through: reads change nothing', async () => {
    const res = await call('/api/health', { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it('guards sign-in too', async () => {
    const res = await call('/api/auth/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(res.status).toBe(403);
  });
});
