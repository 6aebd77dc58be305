import { smokeSignatureHeader, smokeSignedText, versionKeyCookie, versionOverridesHeader } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';
import { hmacSign } from '../lib/hmac';

// The category pages are cached, so these read the cached copies too, once the job index has finished a run.
beforeAll(() => finishedRun());

/**
 * The remote doubles (test/remote-doubles.ts) stand for a remote with two versions deployed: the key `v99` reaches
 * the new one, which serves release 20260201000000; every other key the one serving 20260101000000.
 * Each answer says which key it was asked with.
 */
const [stable, canary] = ['20260101000000', '20260201000000'];
const categoryPage = '/remote-graphic-design-jobs';

/** The key the gateway checks smoke requests with in these tests, and the overrides a smoke test sends. */
const smokeKey = 'smoke-key-test';
const newVersion = 'rdj-jobs="version-new"';

/** A smoke test's headers: `overrides` signed at `at` (now) with `key` (docs/deploy.md#versions-are-the-operators). */
async function signedSmoke(overrides: string, at = Math.floor(Date.now() / 1000), key = smokeKey): Promise<Record<string, string>> {
  return { [versionOverridesHeader]: overrides, [smokeSignatureHeader]: `${at}.${await hmacSign(key, smokeSignedText(at, overrides))}` };
}

/** A page as the visitor with `key` gets it (none: a visitor without the cookie). */
async function pageFor(path: string, key: string | null) {
  const res = await call(path, key ? { headers: { Cookie: `${versionKeyCookie}=${key}` } } : undefined);
  return { res, html: await res.text() };
}

describe('a visitor’s version key', () => {
  it('is given to a visitor without one, with the page, as a first-party cookie with no personal data', async () => {
    const { res, html } = await pageFor('/about', null);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${versionKeyCookie}=v\\d{2}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
    expect(html).toContain('<h1>');
  });

  it('replaces a key it never deals with one it does, so no client can make up keys', async () => {
    for (const made of ['canary1', 'v100', 'abc', 'V42']) {
      const res = await call('/about', { headers: { Cookie: `${versionKeyCookie}=${made}` } });
      await res.body?.cancel();
      expect(res.headers.get('Set-Cookie'), made).toMatch(new RegExp(`^${versionKeyCookie}=v\\d{2};`));
    }
  });

  it('deals a client without the cookie the same key each time, and many clients keys spread over the values', async () => {
    const keyFor = async (client: string) => {
      const res = await call('/about', { headers: { 'CF-Connecting-IP': client } });
      await res.body?.cancel();
      return /rdj_version=(v\d{2})/.exec(res.headers.get('Set-Cookie') ?? '')?.[1];
    };
    expect(await keyFor('198.51.100.7')).toBe(await keyFor('198.51.100.7'));
    const keys = new Set(await Promise.all(Array.from({ length: 60 }, (_, i) => keyFor(`198.51.100.${i + 10}`))));
    expect(keys.size).toBeGreaterThan(30);
  });

  it('stays the visitor’s: a page for a visitor with a key sets none, and every remote call of it carries that key', async () => {
    const { res, html } = await pageFor(categoryPage, 'v42');
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    // The jobs remote rendered the page with the key.
    expect(html).toContain('<p>version key v42</p>');
    const file = await call(`/mfe/jobs/${stable}/assets/style-x.css`, { headers: { Cookie: `${versionKeyCookie}=v42` } });
    expect([file.status, file.headers.get('X-Version-Key-Seen')]).toEqual([200, 'v42']);
    await file.body?.cancel();
  });

  it('sends a new visitor’s key on the render of their first page, the same key the cookie then keeps', async () => {
    const { res, html } = await pageFor(`${categoryPage}?first=1`, null);
    const key = /rdj_version=(v\d{2})/.exec(res.headers.get('Set-Cookie') ?? '')?.[1];
    expect(key).toBeDefined();
    expect(html).toContain(`<p>version key ${key}</p>`);
  });

  it('keeps a visitor on the version that rendered their page: its releases, and its files', async () => {
    const canaryPage = await pageFor(categoryPage, 'v99');
    expect(canaryPage.html).toContain(canary);
    expect(canaryPage.html).not.toContain(stable);
    const file = await call(`/mfe/jobs/${canary}/assets/style-x.css`, { headers: { Cookie: `${versionKeyCookie}=v99` } });
    expect(file.status).toBe(200);
    await file.body?.cancel();
  });

  it('never serves a page the other version rendered, from the edge cache or from memory', async () => {
    // Pinned to the serving version, to the canary, then back: each visitor gets the releases of their own version.
    for (const [key, own, other] of [
      ['v07', stable, canary],
      ['v99', canary, stable],
      ['v08', stable, canary],
      ['v99', canary, stable],
    ] as const) {
      const { res, html } = await pageFor(categoryPage, key);
      expect(res.status).toBe(200);
      expect(html, key).toContain(own);
      expect(html, key).not.toContain(other);
    }
  });

  it('reaches the version a smoke test’s signed overrides name, and keeps that page from everyone else', async () => {
    const smoke = await call(categoryPage, { headers: { Cookie: `${versionKeyCookie}=v21`, ...(await signedSmoke(newVersion)) }, env: { SMOKE_SIGNING_KEY: smokeKey } });
    const html = await smoke.text();
    expect([smoke.status, smoke.headers.get('X-Remote-Version')]).toEqual([200, 'version-new']);
    expect(html).toContain(canary);
    // The same visitor without the overrides: the serving version's page and releases, from the cache or not.
    for (let i = 0; i < 2; i++) {
      const { html: visitor } = await pageFor(categoryPage, 'v21');
      expect(visitor).toContain(stable);
      expect(visitor).not.toContain(canary);
    }
  });

  it('drops overrides that a smoke test did not sign: the page stays cached and the serving version answers', async () => {
    const env = { SMOKE_SIGNING_KEY: smokeKey };
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      unsigned: { [versionOverridesHeader]: newVersion },
      'signed with another key': await signedSmoke(newVersion, now, 'another-key'),
      'signed too long ago': await signedSmoke(newVersion, now - 301),
      'signed for other overrides': { ...(await signedSmoke(newVersion)), [versionOverridesHeader]: 'rdj-blog="version-new"' },
      'naming a worker that is not a remote': await signedSmoke(`${newVersion},remote-design-jobs="version-new"`),
    };
    await call(categoryPage, { headers: { Cookie: `${versionKeyCookie}=v22` } }).then((res) => res.body?.cancel());
    for (const [why, headers] of Object.entries(refused)) {
      const res = await call(categoryPage, { headers: { Cookie: `${versionKeyCookie}=v22`, ...headers }, env });
      const html = await res.text();
      expect([res.status, res.headers.get('X-Page-Cache')], why).toEqual([200, 'hit']);
      expect(html, why).toContain(stable);
      expect(html, why).not.toContain(canary);
    }
    // Signed, but the gateway holds no key: nothing is passed on either.
    const keyless = await call(categoryPage, { headers: { Cookie: `${versionKeyCookie}=v22`, ...(await signedSmoke(newVersion)) }, env: {} });
    expect([keyless.headers.get('X-Page-Cache'), (await keyless.text()).includes(stable)]).toEqual(['hit', true]);
  });
});
