import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTurnstile, type Turnstile } from './server';
import { mintToken, testSecrets, unknownSecret } from './tokens';

let turnstile: Turnstile;

beforeAll(async () => {
  turnstile = await startTurnstile();
});
afterAll(() => turnstile.close());

const siteverify = (fields: Record<string, string>, as: 'form' | 'json' = 'form') =>
  fetch(`${turnstile.url}/turnstile/v0/siteverify`, {
    method: 'POST',
    headers: { 'Content-Type': as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: as === 'form' ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
  });

const verdict = async (fields: Record<string, string>, as: 'form' | 'json' = 'form') => (await siteverify(fields, as)).json();

describe('the Turnstile stand-in: siteverify', () => {
  it('verifies a token its widget minted, by form or JSON, with the challenge’s time, hostname and action', async () => {
    const token = mintToken({ hostname: 'board.test', action: 'report' });
    expect(await verdict({ secret: 'local-secret', response: token })).toEqual({
      success: true,
      'error-codes': [],
      challenge_ts: expect.any(String),
      hostname: 'board.test',
      action: 'report',
      cdata: '',
    });
    expect(await verdict({ secret: 'local-secret', response: mintToken() }, 'json')).toMatchObject({ success: true });
  });

  it('refuses a token sent a second time, unless the same idempotency key repeats the first answer', async () => {
    const token = mintToken();
    expect(await verdict({ secret: 's', response: token })).toMatchObject({ success: true });
    expect(await verdict({ secret: 's', response: token })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const kept = mintToken();
    const first = await verdict({ secret: 's', response: kept, idempotency_key: 'key-1' });
    expect(await verdict({ secret: 's', response: kept, idempotency_key: 'key-1' })).toEqual(first);
  });

  it('refuses an expired token, a malformed one and a missing one, and a missing or unknown secret', async () => {
    const old = mintToken({ ts: new Date(Date.now() - 301_000).toISOString() });
    expect(await verdict({ secret: 's', response: old })).toMatchObject({ 'error-codes': ['timeout-or-duplicate'] });
    expect(await verdict({ secret: 's', response: 'forged' })).toMatchObject({ 'error-codes': ['invalid-input-response'] });
    expect(await verdict({ secret: 's' })).toMatchObject({ 'error-codes': ['missing-input-response'] });
    expect(await verdict({ response: mintToken() })).toMatchObject({ 'error-codes': ['missing-input-secret'] });
    expect(await verdict({ secret: unknownSecret, response: mintToken() })).toMatchObject({ 'error-codes': ['invalid-input-secret'] });
  });

  it('answers Cloudflare’s test secrets as documented: always passes, always fails, always spent', async () => {
    expect(await verdict({ secret: testSecrets.passes, response: 'XXXX.DUMMY.TOKEN.XXXX' })).toMatchObject({ success: true });
    expect(await verdict({ secret: testSecrets.fails, response: mintToken() })).toMatchObject({ 'error-codes': ['invalid-input-response'] });
    expect(await verdict({ secret: testSecrets.spent, response: mintToken() })).toMatchObject({ 'error-codes': ['timeout-or-duplicate'] });
  });

  it('answers a body it cannot read with bad-request, and lists every call without its secret', async () => {
    const res = await fetch(`${turnstile.url}/turnstile/v0/siteverify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, 'error-codes': ['bad-request'] });
    await verdict({ secret: 'hidden-secret', response: 'logged-token', remoteip: '203.0.113.9' });
    const { requests } = (await (await fetch(`${turnstile.url}/__requests`)).json()) as { requests: { fields: Record<string, string> }[] };
    expect(requests.at(-1)!.fields).toEqual({ response: 'logged-token', remoteip: '203.0.113.9' });
    expect(JSON.stringify(requests)).not.toContain('hidden-secret');
  });
});

describe('the Turnstile stand-in: widget script', () => {
  it('serves a script that fills the form’s cf-turnstile-response field', async () => {
    const res = await fetch(`${turnstile.url}/turnstile/v0/api.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const script = await res.text();
    expect(script).toContain("'cf-turnstile-response'");
    expect(script).toContain('.cf-turnstile');
  });
});
