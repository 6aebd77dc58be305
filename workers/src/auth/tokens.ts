import { sha256 } from 'hono/utils/crypto';
import { encodeBase64Url } from 'hono/utils/encode';

/** A fresh bearer secret: 32 random bytes, base64url without padding (an `=` would need escaping in a cookie). */
export function newToken(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer).replace(/=+$/, '');
}

/** What the database keeps instead of a token: its SHA-256, hex. A leaked table then does not leak sessions. */
export async function tokenHash(token: string): Promise<string> {
  const hash = await sha256(token);
  // Hono answers null only where WebCrypto is missing; workerd and Node 20 both have it.
  if (hash === null) throw new Error('SHA-256 needs WebCrypto (crypto.subtle)');
  return hash;
}
