import type { Session } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAdmin, sessionOf, setCookies, signedInAdmin, signIn, uniqueEmail } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { tokenHash } from './tokens';

const password = 'a long enough password';

function refresh(init: { cookie?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = `rdj_refresh=${init.cookie}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return call('/api/auth/token?grant_type=refresh_token', {
    method: 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function currentUser(headers: Record<string, string>): Promise<Response> {
  return call('/api/auth/user', { headers });
}

/** Signs in through another request URL, as the worker would see it behind that host. */
function signInAt(base: string, email: string, password: string): Promise<Response> {
  return call(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function attemptCount(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM login_attempts WHERE email = ?').bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /api/auth/token?grant_type=password', () => {
  it('answers expiry, token type and user with one-hour expiry', async () => {
    const email = uniqueEmail('shape');
    const id = await createAdmin(email, password);
    const before = Math.floor(Date.now() / 1000);
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    const session = await res.json<Session>();
    expect(Object.keys(session).sort()).toEqual(['expires_at', 'expires_in', 'token_type', 'user']);
    expect(session.token_type).toBe('bearer');
    expect(session.user).toEqual({ id, email });
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.expires_at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 3600);
  });

  it('keeps both tokens out of the answer body', async () => {
    const email = uniqueEmail('no-tokens-in-body');
    await createAdmin(email, password);
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    const { access_token, refresh_token } = await sessionOf(res.clone());
    const body = await res.text();
    for (const token of [access_token, refresh_token]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).not.toContain(token);
    }
    expect(access_token).not.toBe(refresh_token);
    expect(body).not.toMatch(/token"/);
  });

  it('stores only hashes of the tokens', async () => {
    const { id, session } = await signedInAdmin('hashes');
    const { results } = await env.DB.prepare('SELECT * FROM sessions WHERE user_id = ?').bind(id).all();
    expect(results).toHaveLength(1);
    const stored = JSON.stringify(results);
    expect(stored).not.toContain(session.access_token);
    expect(stored).not.toContain(session.refresh_token);
    expect(results[0]).toMatchObject({
      access_token_hash: await tokenHash(session.access_token),
      refresh_token_hash: await tokenHash(session.refresh_token),
    });
  });

  it('sets HttpOnly access and refresh cookies without Secure on plain http to 127.0.0.1', async () => {
    const email = uniqueEmail('cookies');
    await createAdmin(email, password);
    const res = await signIn(email, password);
    const session = await sessionOf(res.clone());
    const cookies = setCookies(res);
    expect(cookies.get('rdj_access')).toBe(
      `rdj_access=${session.access_token}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(cookies.get('rdj_refresh')).toBe(
      `rdj_refresh=${session.refresh_token}; Max-Age=2592000; Path=/api/auth; HttpOnly; SameSite=Strict`,
    );
  });

  it('sets a secret-free session hint page script may read, lasting as long as the refresh token', async () => {
    const email = uniqueEmail('hint');
    await createAdmin(email, password);
    const cookies = setCookies(await signIn(email, password));
    expect(cookies.get('rdj_session')).toBe('rdj_session=1; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it.each(['http://localhost:8787', 'http://[::1]:8787'])('leaves Secure off on %s', async (base) => {
    const email = uniqueEmail('local');
    await createAdmin(email, password);
    const res = await signInAt(base, email, password);
    expect(res.status).toBe(200);
    for (const line of setCookies(res).values()) expect(line).not.toContain('Secure');
  });

  it.each(['https://remotedesignjobs.com', 'http://remotedesignjobs.com', 'https://127.0.0.1'])(
    'marks both cookies Secure on %s',
    async (base) => {
      const email = uniqueEmail('secure');
      await createAdmin(email, password);
      const res = await signInAt(base, email, password);
      expect(res.status).toBe(200);
      const cookies = setCookies(res);
      expect(cookies.get('rdj_access')).toContain('; Secure');
      expect(cookies.get('rdj_refresh')).toContain('; Secure');
    },
  );

  it('signs in whatever the case and surrounding spaces of the address', async () => {
    const email = uniqueEmail('case');
    await createAdmin(email, password);
    const res = await signIn(`  ${email.toUpperCase()} `, password);
    expect(res.status).toBe(200);
    expect((await res.json<Session>()).user.email).toBe(email);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const email = uniqueEmail('wrong');
    await createAdmin(email, password);
    const wrong = await signIn(email, 'not the password');
    const unknown = await signIn(uniqueEmail('nobody'), password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(setCookies(wrong).size).toBe(0);
  });

  it('refuses bad input with a 400 naming the field and records no attempt', async () => {
    const email = uniqueEmail('bad-input');
    const missing = await call('/api/auth/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toMatch(/^password: /);
    const badEmail = await signIn('not-an-address', password);
    expect(badEmail.status).toBe(400);
    expect(await errorOf(badEmail)).toEqual({ code: 'invalid_input', message: 'email: Enter a valid email address' });
    expect(await attemptCount(email)).toBe(0);
  });

  it.each(['', '?grant_type=pkce', '?grant_type='])('refuses the grant type query %j with 400', async (query) => {
    const res = await call(`/api/auth/token${query}`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'grant_type: grant_type must be password or refresh_token',
    });
  });
});

describe('GET /api/auth/user', () => {
  it('answers the user of the access cookie', async () => {
    const { id, email, session } = await signedInAdmin('cookie-user');
    const res = await currentUser({ Cookie: `rdj_access=${session.access_token}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id, email } });
  });

  it('answers the user of a bearer token', async () => {
    const { id, email, session } = await signedInAdmin('bearer-user');
    const res = await currentUser(bearer(session.access_token));
    expect(await res.json()).toEqual({ user: { id, email } });
  });

  it.each([
    ['no session', {}],
    ['an unknown bearer token', { Authorization: 'Bearer not-a-token' }],
    ['an unknown access cookie', { Cookie: 'rdj_access=not-a-token' }],
    ['a refresh token used as access token', null],
  ])('refuses %s with 401 unauthenticated', async (_, headers) => {
    const sent = headers ?? bearer((await signedInAdmin('swap')).session.refresh_token);
    const res = await currentUser(sent);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('refuses an access token past its hour', async () => {
    const { id, session } = await signedInAdmin('expired');
    await env.DB.prepare('UPDATE sessions SET access_expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, id).run();
    expect((await currentUser(bearer(session.access_token))).status).toBe(401);
  });
});

describe('POST /api/auth/token?grant_type=refresh_token', () => {
  it('swaps the refresh cookie for a new session and new cookies', async () => {
    const { id, email, session } = await signedInAdmin('refresh-cookie');
    const res = await refresh({ cookie: session.refresh_token });
    expect(res.status).toBe(200);
    const next = await sessionOf(res);
    expect(next.user).toEqual({ id, email });
    expect(next.expires_in).toBe(3600);
    expect(next.access_token).not.toBe(session.access_token);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    const cookies = setCookies(res);
    expect(cookies.get('rdj_access')).toContain(`rdj_access=${next.access_token};`);
    expect(cookies.get('rdj_refresh')).toContain(`rdj_refresh=${next.refresh_token};`);
    expect((await currentUser(bearer(next.access_token))).status).toBe(200);
  });

  it('keeps both tokens out of the answer body', async () => {
    const { session } = await signedInAdmin('refresh-no-tokens-in-body');
    const res = await refresh({ cookie: session.refresh_token });
    expect(res.status).toBe(200);
    const next = await sessionOf(res.clone());
    const body = await res.text();
    for (const token of [next.access_token, next.refresh_token]) expect(body).not.toContain(token);
    expect(body).not.toMatch(/token"/);
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(['expires_at', 'expires_in', 'token_type', 'user']);
  });

  it('refuses a refresh token in the body with 400 and leaves it working', async () => {
    const { session } = await signedInAdmin('refresh-body');
    const res = await refresh({ body: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_input');
    expect(setCookies(res).size).toBe(0);
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(200);
  });

  it('stops the rotated refresh token and the old access token from working', async () => {
    const { session } = await signedInAdmin('rotated');
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(200);
    expect((await currentUser(bearer(session.access_token))).status).toBe(401);
    const again = await refresh({ cookie: session.refresh_token });
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toEqual({ code: 'invalid_refresh_token', message: 'Invalid refresh token' });
  });

  it('revokes the whole session when a rotated refresh token is presented again', async () => {
    const { session } = await signedInAdmin('reuse');
    const next = await sessionOf(await refresh({ cookie: session.refresh_token }));
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(401);
    expect((await currentUser(bearer(next.access_token))).status).toBe(401);
    expect((await refresh({ cookie: next.refresh_token })).status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const { session } = await signedInAdmin('race');
    const statuses = (await Promise.all([1, 2].map(() => refresh({ cookie: session.refresh_token })))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token', async () => {
    const { id, session } = await signedInAdmin('refresh-expired');
    await env.DB.prepare('UPDATE sessions SET refresh_expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, id).run();
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(401);
  });

  it('refuses a missing or unknown refresh token with 401 and clears the cookies', async () => {
    for (const res of [await refresh(), await refresh({ cookie: 'unknown' })]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('invalid_refresh_token');
      const cookies = setCookies(res);
      expect(cookies.get('rdj_access')).toContain('Max-Age=0');
      expect(cookies.get('rdj_refresh')).toContain('Max-Age=0; Path=/api/auth');
    }
  });

});

describe('POST /api/auth/logout', () => {
  it('answers 204, clears the session cookies and the hint, and ends the session', async () => {
    const { session } = await signedInAdmin('logout');
    const res = await call('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `rdj_access=${session.access_token}; rdj_refresh=${session.refresh_token}` },
    });
    expect(res.status).toBe(204);
    const cookies = setCookies(res);
    expect(cookies.get('rdj_access')).toBe('rdj_access=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies.get('rdj_refresh')).toBe('rdj_refresh=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Strict');
    expect(cookies.get('rdj_session')).toBe('rdj_session=; Max-Age=0; Path=/; SameSite=Lax');
    expect((await currentUser(bearer(session.access_token))).status).toBe(401);
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(401);
  });

  it('ends the session of a bearer token', async () => {
    const { session } = await signedInAdmin('logout-bearer');
    expect((await call('/api/auth/logout', { method: 'POST', headers: bearer(session.access_token) })).status).toBe(204);
    expect((await refresh({ cookie: session.refresh_token })).status).toBe(401);
  });

  it('leaves other sessions of the same account signed in', async () => {
    const email = uniqueEmail('two-devices');
    await createAdmin(email, password);
    const first = await sessionOf(await signIn(email, password));
    const second = await sessionOf(await signIn(email, password));
    await call('/api/auth/logout', { method: 'POST', headers: bearer(first.access_token) });
    expect((await currentUser(bearer(first.access_token))).status).toBe(401);
    expect((await currentUser(bearer(second.access_token))).status).toBe(200);
  });

  it('answers 204 without a session', async () => {
    expect((await call('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});
