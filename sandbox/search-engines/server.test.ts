import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../lib/node-server';
import { indexingScope } from './google';
import { startSearchEngines, type Logged, type SearchEngines } from './server';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const { privateKey, publicKey } = pair();
let engines: SearchEngines;

beforeAll(async () => {
  engines = await startSearchEngines({ serviceAccountKey: publicKey, quota: 3, indexNowKeys: ['trusted-key-1234'] });
});
afterAll(() => engines.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An assertion as a service account signs it, with `claims` over the usual ones. */
function assertion(iss: string, claims: object = {}, key = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iss, scope: indexingScope, aud: `${engines.url}/token`, iat: now, exp: now + 3600, ...claims })}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
}

const tokenFor = (jwt: string) =>
  fetch(`${engines.url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: jwt }) });

async function accessToken(iss: string): Promise<string> {
  return ((await (await tokenFor(assertion(iss))).json()) as { access_token: string }).access_token;
}

const publish = (token: string, body: object) =>
  fetch(`${engines.url}/v3/urlNotifications:publish`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const indexNow = (body: object) => fetch(`${engines.url}/indexnow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const logOf = async (query: string) => ((await (await fetch(`${engines.url}/__requests?${query}`)).json()) as { requests: Logged[] }).requests;

describe('the token endpoint', () => {
  it('gives an access token for an assertion signed with the service account’s key, and logs its claims only', async () => {
    const res = await tokenFor(assertion('board@project.iam.gserviceaccount.com'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ expires_in: 3599, token_type: 'Bearer', access_token: expect.stringMatching(/^ya29\./) });
    const [logged] = await logOf('account=board@project.iam.gserviceaccount.com');
    expect(logged).toMatchObject({ service: 'token', status: 200, body: { claims: { scope: indexingScope } } });
    expect(JSON.stringify(logged)).not.toMatch(/\.[A-Za-z0-9_-]{300,}/);
  });

  it('refuses another key’s signature, another audience, another scope and a token living over an hour', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      assertion('a@p.iam', {}, pair().privateKey),
      assertion('a@p.iam', { aud: 'https://oauth2.googleapis.com/token' }),
      assertion('a@p.iam', { scope: 'https://www.googleapis.com/auth/cloud-platform' }),
      assertion('a@p.iam', { iat: now, exp: now + 7200 }),
    ];
    for (const jwt of refusals) {
      const res = await tokenFor(jwt);
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
    }
  });
});

describe('the publish endpoint', () => {
  it('takes URL_UPDATED and URL_DELETED with a token it gave, and refuses without one', async () => {
    const token = await accessToken('publish@p.iam');
    const updated = await publish(token, { url: 'https://board.test/jobs/1', type: 'URL_UPDATED' });
    expect(await updated.json()).toMatchObject({ urlNotificationMetadata: { url: 'https://board.test/jobs/1', latestUpdate: { type: 'URL_UPDATED' } } });
    expect((await publish(token, { url: 'https://board.test/jobs/1', type: 'URL_DELETED' })).status).toBe(200);
    expect((await publish(token, { url: 'https://board.test/jobs/1', type: 'URL_GONE' })).status).toBe(400);
    expect((await publish('ya29.made-up', { url: 'https://board.test/jobs/1', type: 'URL_UPDATED' })).status).toBe(401);
  });

  it('answers 429 past the day’s quota, and the quota switch sets what was used', async () => {
    const token = await accessToken('quota@p.iam');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await publish(token, { url: `https://board.test/jobs/${i}`, type: 'URL_UPDATED' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await fetch(`${engines.url}/__quota`, { method: 'POST', body: JSON.stringify({ account: 'quota@p.iam', used: 2 }) });
    expect((await publish(token, { url: 'https://board.test/jobs/9', type: 'URL_UPDATED' })).status).toBe(200);
  });

  it('fails every publish of a fault-500 account, and a flaky-500 account’s first publish of each URL only', async () => {
    const fault = await accessToken('fault-500@p.iam');
    expect((await publish(fault, { url: 'https://board.test/jobs/1', type: 'URL_UPDATED' })).status).toBe(500);
    const flaky = await accessToken('flaky-500@p.iam');
    const statuses = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await publish(flaky, { url: 'https://board.test/jobs/1', type: 'URL_UPDATED' })).status);
    expect(statuses).toEqual([500, 200]);
  });
});

describe('IndexNow', () => {
  it('takes up to 10,000 URLs of the host with a key it was given', async () => {
    const urlList = Array.from({ length: 10_000 }, (_, i) => `https://board.test/jobs/${i}`);
    expect((await indexNow({ host: 'board.test', key: 'trusted-key-1234', urlList })).status).toBe(200);
    expect((await indexNow({ host: 'board.test', key: 'trusted-key-1234', urlList: [...urlList, 'https://board.test/x'] })).status).toBe(400);
    expect((await indexNow({ host: 'board.test', key: 'trusted-key-1234', urlList: ['https://elsewhere.test/jobs/1'] })).status).toBe(422);
    expect((await indexNow({ host: 'board.test', key: 'no', urlList: ['https://board.test/'] })).status).toBe(400);
  });

  it('checks an unknown key by fetching its keyLocation', async () => {
    let served = 'site-key-5678';
    const site: Listening = await listen(createServer((_req, res) => res.end(served)), 0);
    const host = new URL(site.url).host;
    const body = { host, key: 'site-key-5678', keyLocation: `${site.url}/site-key-5678.txt`, urlList: [`${site.url}/jobs/1`] };
    expect((await indexNow(body)).status).toBe(200);
    served = 'another-key';
    expect((await indexNow(body)).status).toBe(403);
    await site.close();
  });

  it('answers the fault keys with 429 and 500, and logs each request under its key', async () => {
    const urlList = ['https://board.test/'];
    expect((await indexNow({ host: 'board.test', key: 'fault-429-key', urlList })).status).toBe(429);
    expect((await indexNow({ host: 'board.test', key: 'fault-500-key', urlList })).status).toBe(500);
    expect((await logOf('key=fault-429-key')).map(({ service, status }) => [service, status])).toEqual([['indexnow', 429]]);
  });
});
