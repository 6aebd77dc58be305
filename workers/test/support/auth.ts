import type { Session } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { accessCookie, refreshCookie } from '../../src/auth/cookies';
import { hashPassword } from '../../src/auth/password';
import { call } from './call';

/** Test support: accounts are written straight to D1, as `pnpm admin:create` does; everything else goes over HTTP. */

let counter = 0;

/** An address no other test of the run uses, since D1 state is shared within a test file. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export async function createAdmin(email: string, password: string): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO admin_users (id, email, password_hash) VALUES (?, ?, ?)')
    .bind(id, email, await hashPassword(password))
    .run();
  return id;
}

let clients = 0;

/** An IPv4 address no other test of the run uses, for tests of per-client limits. */
export function uniqueClient(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Signs in as Cloudflare would pass it on from `client` (`CF-Connecting-IP`), or from no known client. */
export function signIn(email: string, password: string, client?: string): Promise<Response> {
  return call('/api/auth/token?grant_type=password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { 'CF-Connecting-IP': client } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

/** A session as a test holds it: the answer's body and the tokens its Set-Cookie carried. */
export interface TestSession extends Session {
  access_token: string;
  refresh_token: string;
}

/** The value of the cookie `name` that `res` sets; throws when it sets none. */
export function cookieValue(res: Response, name: string): string {
  const line = setCookies(res).get(name);
  if (line === undefined) throw new Error(`the answer sets no ${name} cookie`);
  return line.slice(name.length + 1, line.indexOf(';'));
}

/** The session a sign-in or refresh answer hands out. */
export async function sessionOf(res: Response): Promise<TestSession> {
  const tokens = { access_token: cookieValue(res, accessCookie), refresh_token: cookieValue(res, refreshCookie) };
  return { ...(await res.json<Session>()), ...tokens };
}

/** Creates an account and signs it in. */
export async function signedInAdmin(label = 'admin'): Promise<{ email: string; id: string; session: TestSession }> {
  const email = uniqueEmail(label);
  const id = await createAdmin(email, 'a long enough password');
  const res = await signIn(email, 'a long enough password');
  if (res.status !== 200) throw new Error(`sign-in for the test failed with ${res.status}`);
  return { email, id, session: await sessionOf(res) };
}


/** The `name=value` pairs a response sets, with their attributes, by cookie name. */
export function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

export type AdminInit = Omit<RequestInit, 'body'> & { body?: unknown };

/**
 * Requests as an administrator signed in once (under `label`) for the test file: `path` from the origin, an object
 * body sent as JSON, bytes, strings and streams as they are.
 */
export function adminCaller(label: string): (path: string, init?: AdminInit) => Promise<Response> {
  let token = '';
  return async (path, init = {}) => {
    if (!token) token = (await signedInAdmin(label)).session.access_token;
    const { body, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('Authorization', `Bearer ${token}`);
    const json = body !== undefined && !(body instanceof ReadableStream) && !(body instanceof Uint8Array) && typeof body !== 'string';
    if (json) headers.set('Content-Type', 'application/json');
    return call(path, { ...rest, headers, body: json ? JSON.stringify(body) : (body as BodyInit | undefined) });
  };
}
