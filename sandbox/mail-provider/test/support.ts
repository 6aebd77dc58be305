/** What the sandbox's tests share: a sandbox per test file, requests to it and the shapes it answers. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMailProvider, type MailProvider, type Message } from '../server';

export interface ResendError {
  statusCode: number;
  name: string;
  message: string;
}

/** Starts a sandbox for the file's tests, empties its inbox before each one and returns a handle to it. */
export function useSandbox() {
  let provider: MailProvider;
  beforeAll(async () => {
    provider = await startMailProvider();
  });
  afterAll(() => provider.close());
  beforeEach(async () => {
    await fetch(`${provider.url}/api/messages`, { method: 'DELETE' });
  });

  const url = (path: string) => `${provider.url}${path}`;
  return {
    url,
    /** POSTs `body` (JSON unless a string) with `Bearer key`, or no key when null. */
    post(path: string, key: string | null, body: unknown, headers: Record<string, string> = {}) {
      return fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    async messages(to?: string): Promise<Message[]> {
      const res = await fetch(url(`/api/messages${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`));
      return (await res.json()) as Message[];
    },
    async stats(key: string): Promise<number> {
      return ((await (await fetch(url(`/__stats/${encodeURIComponent(key)}`))).json()) as { requests: number }).requests;
    },
    async page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
      const res = await fetch(url(path));
      return { status: res.status, html: await res.text(), headers: res.headers };
    },
  };
}

/** A valid email to `to`, with `extra` fields over it. */
export const email = (to: string | string[] = 'ada@example.com', extra: Record<string, unknown> = {}) => ({
  from: 'Remote Design Jobs <alerts@remotedesignjobs.example>',
  to,
  subject: 'New design jobs for you',
  html: '<p>Three new jobs.</p>',
  text: 'Three new jobs.',
  ...extra,
});

export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
