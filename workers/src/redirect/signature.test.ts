import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyHref } from './apply-href';
import { isRedirectSigned, redirectSignature } from './signature';
import { signatureOf } from '../../test/support/redirect';

const link = 'https://jobs.example.com/apply?id=7';
const keyless: Env = { ...env, REDIRECT_SIGNING_KEY: undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('redirect signature', () => {
  it('is the HMAC-SHA256 of the url, base64url without padding', async () => {
    const sig = await redirectSignature(env, link);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sig).toBe(await signatureOf(link));
    expect(await isRedirectSigned(env, link, sig!)).toBe(true);
  });

  it('follows the key: a new secret signs differently and refuses the old signatures', async () => {
    const rotated: Env = { ...env, REDIRECT_SIGNING_KEY: 'a-rotated-key' };
    const old = await redirectSignature(env, link);
    expect(await redirectSignature(rotated, link)).toBe(await signatureOf(link, 'a-rotated-key'));
    expect(await isRedirectSigned(rotated, link, old!)).toBe(false);
  });

  it('fails safe without a key: links go out unsigned, nothing counts as signed, and it is logged once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await redirectSignature(keyless, link)).toBeNull();
    expect(await applyHref(keyless, link)).toBe(`/redirect?url=${encodeURIComponent(link)}`);
    expect(await isRedirectSigned(keyless, link, await signatureOf(link))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('REDIRECT_SIGNING_KEY is not set');
  });
});
