/**
 * Google's OAuth 2.0 for a service account (docs/search-engines.md#google): an RS256 JWT signed with the account's
 * private key (Web Crypto) is exchanged at the token endpoint (`GOOGLE_TOKEN_URL`) for an access token to the
 * Indexing API's scope, kept in KV until 5 minutes before it expires.
 */
import { outcomeOf, searchEngineTimeoutMs, type Outcome, type ServiceAccount } from './settings';

const indexingScope = 'https://www.googleapis.com/auth/indexing';
/** Google takes an assertion that lives an hour at most. */
const assertionSeconds = 3600;
/** A kept token is dropped this long before it expires, so none is used as it runs out. */
const keptMarginSeconds = 300;

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jsonPart = (value: object) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The PKCS #8 key of a service account's PEM `private_key`, for signing. */
function signingKey(pem: string): Promise<CryptoKey> {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return crypto.subtle.importKey('pkcs8', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
}

/** The signed assertion `account` sends the token endpoint at `tokenUrl` (its `aud`). */
async function assertion(account: ServiceAccount, tokenUrl: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims = { iss: account.client_email, scope: indexingScope, aud: tokenUrl, iat, exp: iat + assertionSeconds };
  const unsigned = `${jsonPart({ alg: 'RS256', typ: 'JWT' })}.${jsonPart(claims)}`;
  const key = await signingKey(account.private_key);
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(unsigned));
  return `${unsigned}.${base64Url(new Uint8Array(signature))}`;
}

const keptKey = (account: ServiceAccount) => `search-engines:google-token:${account.client_email}`;

/** Forgets `account`'s kept token: the Indexing API refused it. */
export async function forgetAccessToken(env: Env, account: ServiceAccount): Promise<void> {
  await env.KV.delete(keptKey(account));
}

/** An access token for `account`: the one kept in KV, else a new one from the token endpoint; or why there is none. */
export async function accessToken(env: Env, account: ServiceAccount, now = new Date()): Promise<{ token: string } | Outcome> {
  const kept = await env.KV.get(keptKey(account));
  if (kept) return { token: kept };
  let signed: string;
  try {
    signed = await assertion(account, env.GOOGLE_TOKEN_URL, now);
  } catch {
    return { done: false, retry: false, reason: 'the service account’s private_key could not sign the token request' };
  }
  let res: Response | null = null;
  try {
    const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signed });
    res = await fetch(env.GOOGLE_TOKEN_URL, { method: 'POST', body, signal: AbortSignal.timeout(searchEngineTimeoutMs) });
  } catch {
    // No answer in time: tried again later.
  }
  const answer = res?.ok ? await res.json<{ access_token?: unknown; expires_in?: unknown }>().catch(() => null) : null;
  if (typeof answer?.access_token !== 'string') {
    const why = res && !res.ok ? await res.json<{ error?: string }>().then((e) => e.error ?? '', () => '') : '';
    return outcomeOf('Google’s token endpoint', res?.ok ? null : res, why);
  }
  const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : assertionSeconds;
  await env.KV.put(keptKey(account), answer.access_token, { expirationTtl: Math.max(60, lifetime - keptMarginSeconds) });
  return { token: answer.access_token };
}
