import { cookieIsSecure, cookieValue } from './cookies';

/**
 * The first-party cookie that keeps a visitor on one version of each remote while a new one is rolled out to a share
 * of visitors (docs/deploy.md#sticky-versions): the gateway sends it as `Cloudflare-Workers-Version-Key` on every
 * call to a remote. It holds one of `versionKeys` values (`v00` to `v99`), shared by about one visitor in a hundred,
 * so it tells no visitor apart and links no visits together (named on /privacy). HttpOnly: no script reads it.
 */
export const versionKeyCookie = 'rdj_version';

/** How many values a new visitor's key is drawn from. */
export const versionKeys = 100;

/** How long a visitor keeps their key. */
const versionKeyDays = 365;

/**
 * A key as the gateway takes it from the cookie: one of the values it deals (anything else is replaced), so no client
 * can make up keys to push real visitors' out of the gateway's memory of them (workers/src/remotes/render.ts).
 */
const keyShape = /^v\d{2}$/;

/** The visitor's key from a Cookie header, or null when there is none or it is not a key. */
export function versionKeyOf(cookies: string | null | undefined): string | null {
  const value = cookieValue(cookies ?? '', versionKeyCookie);
  return value !== null && keyShape.test(value) ? value : null;
}

/**
 * A new visitor's key: one of the `versionKeys` values, picked by a hash (FNV-1a) of the client's address, which is
 * not kept. The same client gets the same key until it keeps the cookie, so one that keeps no cookies (a crawler)
 * stays on one version too, and spread over many clients the values are dealt evenly.
 */
export function newVersionKey(client: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < client.length; i++) hash = Math.imul(hash ^ client.charCodeAt(i), 0x01000193) >>> 0;
  return `v${String(hash % versionKeys).padStart(2, '0')}`;
}

/** The cookie as a Set-Cookie value, for a page at `url`. */
export function versionKeyCookieText(url: string, key: string): string {
  const secure = cookieIsSecure(url) ? '; Secure' : '';
  return `${versionKeyCookie}=${key}; Path=/; Max-Age=${versionKeyDays * 86_400}; SameSite=Lax; HttpOnly${secure}`;
}

/** The header Cloudflare picks given versions of a Worker by, one at 0% of visitors included (a smoke test's). */
export const versionOverridesHeader = 'Cloudflare-Workers-Version-Overrides';

/**
 * The header a smoke test signs its version overrides with (docs/deploy.md#versions-are-the-operators): the gateway
 * passes overrides on to a remote only beside a valid one. `<unix seconds>.<HMAC-SHA256 of smokeSignedText, base64url>`.
 */
export const smokeSignatureHeader = 'X-Smoke-Signature';

/** How far, in seconds, a smoke signature's time may be from the gateway's clock. */
export const smokeSignatureSeconds = 300;

/** What a smoke signature signs: its time and the overrides exactly as they are sent. */
export function smokeSignedText(at: number, overrides: string): string {
  return `smoke ${at} ${overrides}`;
}
