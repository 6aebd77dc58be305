import { env } from 'cloudflare:workers';
import { signedInAdmin } from './auth';
import { start } from './call';

/**
 * Test support for `/api/admin/ai`: the worker called as a signed-in admin with some bindings replaced (a sandbox
 * `fault-` key, a key of the test's own so the sandbox's request log and counter are its alone, a short timeout),
 * and the sandbox's `__last` and `__stats` read back.
 */

/** A limiter that lets everything through: most tests make more AI calls than one admin may in a minute. */
export const noLimit = { limit: async () => ({ success: true }) } as RateLimit;

let admin: Promise<{ id: string; token: string }> | null = null;

/** The file's administrator, signed in once. */
export function testAdmin(): Promise<{ id: string; token: string }> {
  admin ??= signedInAdmin('ai').then(({ id, session }) => ({ id, token: session.access_token }));
  return admin;
}

/** `POST /api/admin/ai/{route}` with `body` as JSON, signed in, with `overrides` (no rate limit unless given one). */
export async function aiPost(route: string, body: unknown, overrides: Partial<Env> = {}, token?: string): Promise<Response> {
  const bearer = token ?? (await testAdmin()).token;
  const { res } = await start(`/api/admin/ai/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    env: { AI_LIMITER: noLimit, ...overrides },
  });
  return res;
}

const sandboxOrigin = () => new URL(env.AI_BASE_URL).origin;

/** The last request body the sandbox accepted from `key`, or null. */
export async function lastRequest(key: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${sandboxOrigin()}/__last/${encodeURIComponent(key)}`);
  return res.status === 404 ? null : res.json<Record<string, unknown>>();
}

/** How many completion requests the sandbox received with `key` (retries included). */
export async function aiRequests(key: string): Promise<number> {
  const res = await fetch(`${sandboxOrigin()}/__stats/${encodeURIComponent(key)}`);
  return (await res.json<{ requests: number }>()).requests;
}

/** The whole answer the sandbox gives `body` without streaming: what a stream of it must add up to. */
export async function wholeAnswer(key: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${sandboxOrigin()}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify({ ...body, stream: false }),
  });
  return (await res.json<{ choices: { message: { content: string } }[] }>()).choices[0]!.message.content;
}

/** An NDJSON answer read as it arrives: its lines and how many reads (network chunks) brought them. */
export async function readLines(res: Response): Promise<{ lines: unknown[]; reads: number }> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    reads += 1;
    text += value;
  }
  return { lines: text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown), reads };
}
