/** The RS256 JWT a service account signs to ask Google's token endpoint for an access token. */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** The claims Google's token endpoint reads from the assertion. */
interface Claims {
  iss?: unknown;
  scope?: unknown;
  aud?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/** The key the assertions must be signed with: a PEM public key (SPKI), or the PEM private key it belongs to. */
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

const fromBase64Url = (part: string) => Buffer.from(part, 'base64url');

/**
 * The claims of `assertion` when its header names RS256 and its signature verifies with `key`; else why not, as
 * Google's `error_description` words it.
 */
export function verifiedClaims(assertion: string, key: KeyObject): { claims: Claims } | { problem: string } {
  const parts = assertion.split('.');
  if (parts.length !== 3) return { problem: 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe' };
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const { alg } = JSON.parse(fromBase64Url(header).toString('utf8')) as { alg?: unknown };
    if (alg !== 'RS256') return { problem: 'Invalid JWT: the algorithm must be RS256' };
    if (!verify('sha256', Buffer.from(`${header}.${payload}`), key, fromBase64Url(signature))) return { problem: 'Invalid JWT Signature.' };
    return { claims: JSON.parse(fromBase64Url(payload).toString('utf8')) as Claims };
  } catch {
    return { problem: 'Invalid JWT: the token could not be read' };
  }
}
