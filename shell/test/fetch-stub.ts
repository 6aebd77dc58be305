import type { HeadTags } from '@rdj/shared';
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** Answers one request; throwing stands for a network failure. */
export type Handler = (call: StubCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

const defaults: Record<string, Handler> = {
  'GET /api/auth/user': () => json({ error: { code: 'unauthenticated', message: 'Sign in to continue' } }, 401),
  'POST /api/auth/logout': noContent,
  'POST /api/page-views': noContent,
  'POST /api/newsletter': () => json({ ok: true }),
  'GET /mfe/admin/remoteEntry.js': () => new Response('export {}'),
};

/**
 * Replaces `fetch` (the network boundary) with answers per `METHOD /path`: the defaults above, overridden by
 * `handlers`. Every call is recorded; an unexpected request fails the test.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const calls: StubCall[] = [];
  const routes = { ...defaults, ...handlers };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: StubCall = {
      method,
      path: url.pathname,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The recorded calls to one endpoint. */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
