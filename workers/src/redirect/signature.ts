import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

// Imported once per isolate and secret; a new secret (after `wrangler secret put`) comes with a new isolate anyway.
let held: { secret: string; key: CryptoKey } | null = null;
let warned = false;

/** The HMAC key from `REDIRECT_SIGNING_KEY`, or null when the secret is not set (logged once per isolate). */
async function signingKey(env: Env): Promise<CryptoKey | null> {
  const secret = env.REDIRECT_SIGNING_KEY;
  if (!secret) {
    if (!warned) {
      warned = true;
      console.warn('REDIRECT_SIGNING_KEY is not set: /redirect links go out unsigned, so the redirect page only shows them');
    }
    return null;
  }
  if (held?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    held = { secret, key };
  }
  return held.key;
}

/**
 * The signature of a redirect `url` (HMAC-SHA256, base64url without padding), or null when the worker has no key:
 * then links go out unsigned and the redirect page shows them without navigating (fail safe).
 */
export async function redirectSignature(env: Env, url: string): Promise<string | null> {
  const key = await signingKey(env);
  if (!key) return null;
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(url));
  return encodeBase64Url(mac).replace(/=+$/, '');
}

/**
 * Whether `sig` (already of the signature's form, see `redirectSignaturePattern`) is this worker's signature of
 * `url`. `crypto.subtle.verify` compares in constant time. Without a key nothing is signed.
 */
export async function isRedirectSigned(env: Env, url: string, sig: string): Promise<boolean> {
  const key = await signingKey(env);
  if (!key) return false;
  return crypto.subtle.verify('HMAC', key, decodeBase64Url(`${sig}=`), new TextEncoder().encode(url));
}
