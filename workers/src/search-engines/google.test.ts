// Google's Indexing API through the queue's consumer, against the search engines' stand-in (docs/search-engines.md#google).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { consumeFrom } from '../../test/support/queues';
import { quotaUsed, requestsOf, serviceAccount } from '../../test/support/search-engines';
import { searchEnginesDeadQueueName, searchEnginesQueueName, type SearchEngineMessage } from './messages';
import { retryDelay } from './queue';

/** A posting page of the test's own: the tables and the stand-in keep what earlier tests of the run sent. */
const page = (id: string) => `https://remotedesignjobs.test/jobs/${id}`;
const fresh = (label: string) => `${label}-${crypto.randomUUID()}`;
const updated = (id: string): SearchEngineMessage => ({ engine: 'google', url: page(id), type: 'URL_UPDATED' });
const deleted = (id: string): SearchEngineMessage => ({ engine: 'google', url: page(id), type: 'URL_DELETED' });

/** The failures recorded for the pages of `ids`. */
const failuresOf = (...ids: string[]) =>
  env.DB.prepare(`SELECT engine, what, reason FROM search_engine_failures WHERE ${ids.map(() => 'instr(what, ?) > 0').join(' OR ')} ORDER BY id`)
    .bind(...ids.map((id) => `/jobs/${id}`))
    .all()
    .then((r) => r.results);
const today = () => new Date().toISOString().slice(0, 10);
const googleSentToday = async () =>
  (await env.DB.prepare("SELECT sent FROM search_engine_days WHERE engine = 'google' AND day = ?").bind(today()).first<number>('sent')) ?? 0;

describe('the Indexing API', () => {
  it('exchanges a signed JWT for an access token, publishes each change with it, and keeps the token for the next batch', async () => {
    const { email, json } = serviceAccount('publisher');
    const overrides = { GOOGLE_INDEXING_SERVICE_ACCOUNT: json };
    const sentBefore = await googleSentToday();
    const result = await consumeFrom(searchEnginesQueueName, [updated('a1'), deleted('a2')], { overrides });
    expect(result.explicitAcks).toHaveLength(2);
    await consumeFrom(searchEnginesQueueName, [updated('a3')], { overrides });
    const requests = await requestsOf({ account: email });
    expect(requests.map(({ service, status }) => [service, status])).toEqual([
      ['token', 200],
      ['publish', 200],
      ['publish', 200],
      ['publish', 200],
    ]);
    const { grant_type, claims } = requests[0]!.body as { grant_type: string; claims: Record<string, unknown> };
    expect(grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(claims).toMatchObject({ iss: email, scope: 'https://www.googleapis.com/auth/indexing', aud: env.GOOGLE_TOKEN_URL });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(requests.slice(1).map(({ body }) => body)).toEqual([
      { url: page('a1'), type: 'URL_UPDATED' },
      { url: page('a2'), type: 'URL_DELETED' },
      { url: page('a3'), type: 'URL_UPDATED' },
    ]);
    expect(await googleSentToday()).toBe(sentBefore + 3);
  });

  it('sends the 200th request of the UTC day and not the 201st, which is recorded for the admin and dropped', async () => {
    const { email, json } = serviceAccount('quota');
    const [q200, q201] = [fresh('q200'), fresh('q201')];
    const sentBefore = await googleSentToday();
    const setSent = (sent: number) =>
      env.DB.prepare(`INSERT INTO search_engine_days (day, engine, sent) VALUES (?1, 'google', ?2) ON CONFLICT DO UPDATE SET sent = ?2`).bind(today(), sent).run();
    await setSent(199);
    try {
      const result = await consumeFrom(searchEnginesQueueName, [updated(q200), updated(q201)], { overrides: { GOOGLE_INDEXING_SERVICE_ACCOUNT: json } });
      expect([result.explicitAcks.length, result.retryMessages.length]).toEqual([2, 0]);
      expect(await googleSentToday()).toBe(200);
    } finally {
      await setSent(sentBefore);
    }
    expect((await requestsOf({ account: email })).filter(({ service }) => service === 'publish').map(({ body }) => body)).toEqual([
      { url: page(q200), type: 'URL_UPDATED' },
    ]);
    expect(await failuresOf(q200, q201)).toEqual([{ engine: 'google', what: `URL_UPDATED ${page(q201)}`, reason: 'over today’s quota of 200 publish requests: not sent' }]);
  });

  it('drops a change Google refuses for its own quota (429), recorded, without trying it again today', async () => {
    const { email, json } = serviceAccount('google-quota');
    await quotaUsed(email, 200);
    const id = fresh('g429');
    const result = await consumeFrom(searchEnginesQueueName, [deleted(id)], { overrides: { GOOGLE_INDEXING_SERVICE_ACCOUNT: json } });
    expect([result.explicitAcks.length, result.retryMessages.length]).toEqual([1, 0]);
    const [failure] = (await failuresOf(id)) as { reason: string }[];
    expect(failure!.reason).toMatch(/^Google answered 429: Quota exceeded/);
  });

  it('tries a change again later after a 5xx, through the queue, and sends it on the next try', async () => {
    const { email, json } = serviceAccount('flaky-500');
    const overrides = { GOOGLE_INDEXING_SERVICE_ACCOUNT: json };
    const id = fresh('r1');
    const first = await consumeFrom(searchEnginesQueueName, [updated(id)], { overrides });
    expect([first.explicitAcks.length, first.retryMessages.length]).toEqual([0, 1]);
    const second = await consumeFrom(searchEnginesQueueName, [updated(id)], { overrides, attempts: 2 });
    expect([second.explicitAcks.length, second.retryMessages.length]).toEqual([1, 0]);
    expect((await requestsOf({ account: email })).filter(({ service }) => service === 'publish').map(({ status }) => status)).toEqual([500, 200]);
    expect(await failuresOf(id)).toEqual([]);
  });

  it('waits a minute before the first try again, doubling with each try, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 8].map(retryDelay)).toEqual([60, 120, 240, 480, 960, 3600]);
  });

  it('records a change that failed every try when it reaches the dead-letter queue', async () => {
    const id = fresh('dead');
    const result = await consumeFrom(searchEnginesDeadQueueName, [deleted(id), { nothing: true }], { attempts: 6 });
    expect(result.ackAll).toBe(true);
    expect(await failuresOf(id)).toEqual([{ engine: 'google', what: `URL_DELETED ${page(id)}`, reason: 'every try failed (no answer or a server error)' }]);
  });

  it('sends nothing without a service account, and drops the changes queued before it was removed', async () => {
    const id = fresh('none');
    const sentBefore = await googleSentToday();
    const result = await consumeFrom(searchEnginesQueueName, [updated(id)]);
    expect(result.explicitAcks).toHaveLength(1);
    const { requests } = await (await fetch(`${env.INDEXNOW_API_URL}/__requests`)).json<{ requests: { body: unknown }[] }>();
    expect(requests.filter(({ body }) => JSON.stringify(body).includes(id))).toEqual([]);
    expect(await googleSentToday()).toBe(sentBefore);
  });

  it('records a service account whose token Google refuses, and keeps no token', async () => {
    const { email } = serviceAccount('refused');
    const wrongKey = JSON.stringify({ client_email: email, private_key: (await otherPrivateKey()) });
    const id = fresh('t1');
    const result = await consumeFrom(searchEnginesQueueName, [updated(id)], { overrides: { GOOGLE_INDEXING_SERVICE_ACCOUNT: wrongKey } });
    expect(result.retryMessages).toHaveLength(0);
    expect(await failuresOf(id)).toEqual([{ engine: 'google', what: `URL_UPDATED ${page(id)}`, reason: 'Google’s token endpoint answered 400: invalid_grant' }]);
    expect(await env.KV.get(`search-engines:google-token:${email}`)).toBeNull();
  });
});

/** A PKCS #8 private key the stand-in does not know, in PEM. */
async function otherPrivateKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer);
  return `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PRIVATE KEY-----\n`;
}
