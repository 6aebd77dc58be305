import { randomBytes, toBase64Url, toHex } from './encoding';

/** A fresh bearer secret: 32 random bytes, base64url. */
export function newToken(): string {
  return toBase64Url(randomBytes(32));
}

/** What the database keeps instead of a token: its SHA-256, hex. A leaked table then does not leak sessions. */
export async function tokenHash(token: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}
