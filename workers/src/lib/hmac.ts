import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

// Imported once per isolate and secret; a new secret (after `wrangler secret put`) comes with a new isolate anyway.
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** The HMAC-SHA256 of `text` under `secret`, base64url without padding: the signature of every signed link. */
export async function hmacSign(secret: string, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyOf(secret), new TextEncoder().encode(text));
  return encodeBase64Url(mac).replace(/=+$/, '');
}

/** Whether `sig` is `hmacSign(secret, text)`; `crypto.subtle.verify` compares in constant time. */
export async function hmacVerify(secret: string, text: string, sig: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  return crypto.subtle.verify('HMAC', await keyOf(secret), decodeBase64Url(`${sig}=`), new TextEncoder().encode(text));
}
