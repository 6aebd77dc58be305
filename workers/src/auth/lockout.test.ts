import { loginClientMaxFailures, loginMaxFailures, loginWindowMs } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn, uniqueClient, uniqueEmail } from '../../test/support/auth';
import { errorOf } from '../../test/support/call';

const password = 'a long enough password';
const minute = 60 * 1000;

async function failTimes(email: string, client: string | undefined, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'a wrong password', client)).status).toBe(401);
}

/** Failures of `client` on `email` recorded `ageMs` ago, as if they had been made then. */
async function pastFailures(email: string, client: string, count: number, ageMs: number): Promise<void> {
  const insert = env.DB.prepare('INSERT INTO login_attempts (email, client, attempted_at, succeeded) VALUES (?, ?, ?, 0)');
  await env.DB.batch(Array.from({ length: count }, () => insert.bind(email, client, Date.now() - ageMs)));
}

/** Attempts recorded for `email`, or from `client` when given. */
async function attempts(where: { email: string } | { client: string }): Promise<number> {
  const [column, value] = 'email' in where ? ['email', where.email] : ['client', where.client];
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM login_attempts WHERE ${column} = ?`).bind(value).first<{ n: number }>();
  return row?.n ?? 0;
}

function retryAfterOf(res: Response): number {
  return Number(res.headers.get('Retry-After'));
}

/** A new account with the known password, signed in from nowhere yet. */
async function newAccount(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await createAdmin(email, password);
  return email;
}

describe('sign-in lockout per account and client', () => {
  it('locks a client out of an account after five failures, and any client after twenty, within fifteen minutes', () => {
    expect(loginMaxFailures).toBe(5);
    expect(loginClientMaxFailures).toBe(20);
    expect(loginWindowMs).toBe(15 * minute);
  });

  it('refuses even the right password with 429 and Retry-After after five failures from the client', async () => {
    const email = await newAccount('locked');
    const client = uniqueClient();
    await failTimes(email, client, 5);
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('too_many_attempts');
    expect(retryAfterOf(res)).toBeGreaterThan(14 * 60);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('lets the owner in from another client while a stranger is locked out of the account', async () => {
    const email = await newAccount('stranger');
    const stranger = uniqueClient();
    await failTimes(email, stranger, 5);
    expect((await signIn(email, password, stranger)).status).toBe(429);
    expect((await signIn(email, password, uniqueClient())).status).toBe(200);
  });

  it('signs in after four failures', async () => {
    const email = await newAccount('four');
    const client = uniqueClient();
    await failTimes(email, client, 4);
    expect((await signIn(email, password, client)).status).toBe(200);
  });

  it('does not check or record attempts while locked', async () => {
    const email = await newAccount('not-recorded');
    const client = uniqueClient();
    await failTimes(email, client, 5);
    expect((await signIn(email, password, client)).status).toBe(429);
    expect((await signIn(email, 'a wrong password', client)).status).toBe(429);
    expect(await attempts({ email })).toBe(5);
  });

  it('leaves the client free to sign in to other accounts', async () => {
    const locked = await newAccount('locked-neighbour');
    const other = await newAccount('other');
    const client = uniqueClient();
    await failTimes(locked, client, 5);
    expect((await signIn(locked, password, client)).status).toBe(429);
    expect((await signIn(other, password, client)).status).toBe(200);
  });

  it('counts failures per address whatever its case', async () => {
    const email = await newAccount('mixed-case');
    const client = uniqueClient();
    await failTimes(email.toUpperCase(), client, 5);
    expect((await signIn(email, password, client)).status).toBe(429);
  });

  it('locks an unknown address the same way, so lockout does not reveal accounts', async () => {
    const email = uniqueEmail('unknown');
    const client = uniqueClient();
    await failTimes(email, client, 5);
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('too_many_attempts');
  });

  it('counts requests without CF-Connecting-IP as one unknown client, apart from known ones', async () => {
    const email = await newAccount('no-client-header');
    await failTimes(email, undefined, 5);
    expect((await signIn(email, password)).status).toBe(429);
    expect((await signIn(email, password, uniqueClient())).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const email = await newAccount('ipv6');
    await failTimes(email, '2001:db8:7:1::1', 5);
    expect((await signIn(email, password, '2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await signIn(email, password, '2001:db8:7:2::1')).status).toBe(200);
  });

  it('ignores failures older than the window', async () => {
    const email = await newAccount('expired-window');
    const client = uniqueClient();
    await pastFailures(email, client, 5, loginWindowMs + 1000);
    expect((await signIn(email, password, client)).status).toBe(200);
  });

  it('tells the rest of the window in Retry-After and lets the client in once it has passed', async () => {
    const email = await newAccount('rest-of-window');
    const client = uniqueClient();
    await pastFailures(email, client, 5, 10 * minute);
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect(retryAfterOf(res)).toBeGreaterThan(4 * 60);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(5 * 60);
    await env.DB.prepare('UPDATE login_attempts SET attempted_at = attempted_at - ? WHERE email = ?')
      .bind(5 * minute, email)
      .run();
    expect((await signIn(email, password, client)).status).toBe(200);
  });

  it('keeps the account locked for the client while any five failures remain inside the window', async () => {
    const email = await newAccount('sliding');
    const client = uniqueClient();
    await pastFailures(email, client, 3, loginWindowMs + 1000);
    await pastFailures(email, client, 4, 2 * minute);
    await failTimes(email, client, 1);
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(13 * 60);
  });

  it('checks at most five passwords per client when attempts on one account arrive at once', async () => {
    const email = await newAccount('burst');
    const client = uniqueClient();
    const responses = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'a wrong password', client)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await attempts({ email })).toBe(5);
  });

  it('checks five passwords for each of two clients trying one account at once', async () => {
    const email = await newAccount('burst-two-clients');
    const clients = [uniqueClient(), uniqueClient()];
    const responses = await Promise.all(
      clients.flatMap((client) => Array.from({ length: 8 }, () => signIn(email, 'a wrong password', client))),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    for (const client of clients) expect(await attempts({ client })).toBe(5);
  });
});

describe('sign-in lockout per client across accounts', () => {
  it('locks a client out of every account, even with the right password, after twenty failures on many', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) await failTimes(uniqueEmail('spray'), client, 1);
    const email = await newAccount('sprayed-owner');
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('too_many_attempts');
    expect(retryAfterOf(res)).toBeGreaterThan(14 * 60);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(email, password, uniqueClient())).status).toBe(200);
  });

  it('signs in after nineteen failures on other accounts', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 19; i++) await pastFailures(uniqueEmail('nineteen'), client, 1, minute);
    expect((await signIn(await newAccount('nineteenth-owner'), password, client)).status).toBe(200);
  });

  it('tells in Retry-After when the twentieth newest failure leaves the window', async () => {
    const client = uniqueClient();
    await pastFailures(uniqueEmail('old-spray'), client, 1, 12 * minute);
    for (let i = 0; i < 19; i++) await pastFailures(uniqueEmail('spray'), client, 1, 3 * minute);
    const res = await signIn(await newAccount('client-retry'), password, client);
    expect(res.status).toBe(429);
    expect(retryAfterOf(res)).toBeGreaterThan(2 * 60);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(3 * 60);
  });

  it('tells the later of the two limits in Retry-After when both apply', async () => {
    const email = await newAccount('both-limits');
    const client = uniqueClient();
    await pastFailures(email, client, 5, 12 * minute);
    for (let i = 0; i < 20; i++) await pastFailures(uniqueEmail('spray'), client, 1, minute);
    const res = await signIn(email, password, client);
    expect(res.status).toBe(429);
    expect(retryAfterOf(res)).toBeGreaterThan(13 * 60);
    expect(retryAfterOf(res)).toBeLessThanOrEqual(14 * 60);
  });

  it('checks at most twenty passwords when one client tries many accounts at once', async () => {
    const client = uniqueClient();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signIn(uniqueEmail('parallel-spray'), 'a wrong password', client)),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await attempts({ client })).toBe(20);
  });
});
