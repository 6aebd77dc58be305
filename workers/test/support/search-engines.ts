import { env } from 'cloudflare:workers';
import type { Logged } from '../../../sandbox/search-engines/server';
import type { SearchEngineMessage } from '../../src/search-engines/messages';

/** Test support for docs/search-engines.md: each test's own service account and IndexNow key, and what it sent. */

const sandboxUrl = () => env.INDEXNOW_API_URL;

/** A service account of the test's own (`label` and a random part; `fault-500` or `flaky-500` as a label misbehaves). */
export function serviceAccount(label: string): { email: string; json: string } {
  const email = `${label}@rdj-${crypto.randomUUID().slice(0, 8)}.iam.gserviceaccount.com`;
  return { email, json: JSON.stringify({ type: 'service_account', client_email: email, private_key: env.TEST_GOOGLE_PRIVATE_KEY }) };
}

/** An IndexNow key of the test's own, starting with `label` (`fault-500`, `fault-429` misbehave). */
export const indexNowKeyFor = (label: string) => `${label}-${crypto.randomUUID()}`;

/** Makes `key` the site's at the stand-in: its key file on the test's origin cannot be fetched from there. */
export async function trustKey(key: string): Promise<void> {
  await fetch(`${sandboxUrl()}/__indexnow-keys`, { method: 'POST', body: JSON.stringify({ key }) });
}

/** Sets what `account` has used of today's quota at the stand-in (its quota switch). */
export async function quotaUsed(account: string, used: number): Promise<void> {
  await fetch(`${sandboxUrl()}/__quota`, { method: 'POST', body: JSON.stringify({ account, used }) });
}

/** What the stand-in was asked by `account` (Google) or with `key` (IndexNow), oldest first. */
export async function requestsOf(filter: { account: string } | { key: string }): Promise<Logged[]> {
  const query = new URLSearchParams(filter as Record<string, string>);
  return (await (await fetch(`${sandboxUrl()}/__requests?${query}`)).json<{ requests: Logged[] }>()).requests;
}

/**
 * Bindings with both engines configured for the test (its own account and trusted key), and a queue that keeps what
 * the changes send it in `queued` instead of delivering it.
 */
export async function configuredEngines(label: string) {
  const account = serviceAccount(label);
  const key = indexNowKeyFor(label);
  await trustKey(key);
  const queued: SearchEngineMessage[] = [];
  const queue = {
    send: async (body: SearchEngineMessage) => void queued.push(body),
    sendBatch: async (batch: Iterable<MessageSendRequest<SearchEngineMessage>>) => void queued.push(...[...batch].map((m) => m.body)),
  } as unknown as Queue;
  const bindings: Partial<Env> = { GOOGLE_INDEXING_SERVICE_ACCOUNT: account.json, INDEXNOW_KEY: key, SEARCH_ENGINES_QUEUE: queue };
  return { account: account.email, key, queued, bindings, env: { ...env, ...bindings } as Env };
}
