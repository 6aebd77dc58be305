/**
 * The stand-in's tokens: what its widget script puts in the form (widget.ts) and its siteverify checks (server.ts).
 * A token is `stand-in.<payload>.<nonce>`, the payload base64url JSON of the site key, hostname, action and the time
 * the widget ran; like Cloudflare's, a token is good for 300 seconds and for one siteverify call.
 */

/** Cloudflare's documented test secrets (dummy keys): always passes, always fails, always "already spent". */
export const testSecrets = {
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
} as const;

/** A secret the stand-in treats as unknown to it (`invalid-input-secret`); every other non-empty secret is a widget's. */
export const unknownSecret = 'invalid-secret';

/** A token's lifetime, as Cloudflare's: 300 seconds. */
const tokenLifetimeMs = 300_000;

interface TokenPayload {
  sitekey: string;
  hostname: string;
  action: string;
  ts: string;
}

/** A token as the widget mints it in the browser (widget.ts does the same in plain script). */
export function mintToken(payload: Partial<TokenPayload> = {}): string {
  const full: TokenPayload = { sitekey: 'stand-in', hostname: 'localhost', action: '', ts: new Date().toISOString(), ...payload };
  return `stand-in.${Buffer.from(JSON.stringify(full)).toString('base64url')}.${crypto.randomUUID()}`;
}

/** The payload of a well-formed, unexpired token, or a reason it is not one. */
export function readToken(token: string, now = Date.now()): TokenPayload | 'invalid' | 'expired' {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'stand-in' || !parts[2]) return 'invalid';
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return 'invalid';
  }
  const at = Date.parse(payload.ts);
  if (typeof payload.sitekey !== 'string' || Number.isNaN(at)) return 'invalid';
  return now - at > tokenLifetimeMs ? 'expired' : payload;
}
