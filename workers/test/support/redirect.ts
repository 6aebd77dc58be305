import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { origin } from './call';

/** Test support for signed redirect links: signatures computed here, apart from the worker's own signing code. */

/** HMAC-SHA256 of `url` under the test key (vitest.config.mts), base64url without padding. */
export async function signatureOf(url: string, secret = env.REDIRECT_SIGNING_KEY!): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(url)));
  return btoa(String.fromCharCode(...mac)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Expects `href` to be the redirect page's path with `link` in `url` and the valid signature of `link` in `sig`. */
export async function expectSignedRedirect(href: string | undefined, link: string): Promise<void> {
  expect(href).toMatch(/^\/redirect\?/);
  const query = new URL(href!, origin).searchParams;
  expect([...query.keys()]).toEqual(['url', 'sig']);
  expect(query.get('url')).toBe(link);
  expect(query.get('sig')).toBe(await signatureOf(link));
}
