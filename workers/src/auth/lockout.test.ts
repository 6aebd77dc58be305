import { loginMaxFailures, loginWindowMs } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAdmin, errorOf, signIn, uniqueEmail } from './testing';

const password = 'the right password';
const minute = 60 * 1000;

async function failTimes(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'a wrong password')).status).toBe(401);
}

/** Failures recorded `ageMs` ago, as if they had been made then. */
async function pastFailures(email: string, count: number, ageMs: number): Promise<void> {
  const at = Date.now() - ageMs;
  for (let i = 0; i < count; i++) {
    await env.DB.prepare('INSERT INTO login_attempts (email, attempted_at, succeeded) VALUES (?, ?, 0)').bind(email, at).run();
  }
}

async function attempts(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM login_attempts WHERE email = ?').bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('sign-in lockout', () => {
  it('locks after five failures within fifteen minutes', () => {
    expect(loginMaxFailures).toBe(5);
    expect(loginWindowMs).toBe(15 * minute);
  });

  it('refuses even the right password with 429 and Retry-After after five failures', async () => {
    const email = uniqueEmail('locked');
    await createAdmin(email, password);
    await failTimes(email, 5);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('too_many_attempts');
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('signs in after four failures', async () => {
    const email = uniqueEmail('four');
    await createAdmin(email, password);
    await failTimes(email, 4);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('does not check or record attempts while locked', async () => {
    const email = uniqueEmail('not-recorded');
    await createAdmin(email, password);
    await failTimes(email, 5);
    expect((await signIn(email, password)).status).toBe(429);
    expect((await signIn(email, 'a wrong password')).status).toBe(429);
    expect(await attempts(email)).toBe(5);
  });

  it('leaves other accounts unaffected', async () => {
    const locked = uniqueEmail('locked-neighbour');
    const other = uniqueEmail('other');
    await createAdmin(locked, password);
    await createAdmin(other, password);
    await failTimes(locked, 5);
    expect((await signIn(locked, password)).status).toBe(429);
    expect((await signIn(other, password)).status).toBe(200);
  });

  it('counts failures per address whatever its case', async () => {
    const email = uniqueEmail('mixed-case');
    await createAdmin(email, password);
    await failTimes(email.toUpperCase(), 5);
    expect((await signIn(email, password)).status).toBe(429);
  });

  it('locks an unknown address the same way, so lockout does not reveal accounts', async () => {
    const email = uniqueEmail('unknown');
    await failTimes(email, 5);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('too_many_attempts');
  });

  it('ignores failures older than the window', async () => {
    const email = uniqueEmail('expired-window');
    await createAdmin(email, password);
    await pastFailures(email, 5, loginWindowMs + 1000);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('tells the rest of the window in Retry-After and lets the account in once it has passed', async () => {
    const email = uniqueEmail('rest-of-window');
    await createAdmin(email, password);
    await pastFailures(email, 5, 10 * minute);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    await env.DB.prepare('UPDATE login_attempts SET attempted_at = attempted_at - ? WHERE email = ?')
      .bind(5 * minute, email)
      .run();
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('keeps the account locked while any five failures remain inside the window', async () => {
    const email = uniqueEmail('sliding');
    await createAdmin(email, password);
    await pastFailures(email, 3, loginWindowMs + 1000);
    await pastFailures(email, 4, 2 * minute);
    await failTimes(email, 1);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(13 * 60);
  });

  it('checks at most five passwords when attempts arrive at once', async () => {
    const email = uniqueEmail('burst');
    await createAdmin(email, password);
    const responses = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'a wrong password')));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await attempts(email)).toBe(5);
  });
});
