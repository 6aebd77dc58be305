import { hmacSign, hmacVerify } from './hmac';

/**
 * The one scheme of every link in our mail (docs/alerts.md#links, docs/postings.md#lifecycle): a token is
 * `{id}.{HMAC("{scope}:{id}")}` under ALERT_SIGNING_KEY. It names a row, never an address, and says nothing without
 * the key; each scope (an alert's `confirm`, a posting's `posting-renew`…) signs messages of its own, so a token
 * made for one is refused for every other.
 */

/** The key every link in our mail is signed with, or null when it is not set (then no such mail is sent). */
export function mailLinkKey(env: Env): string | null {
  return env.ALERT_SIGNING_KEY || null;
}

/** A token for `id` in `scope`. */
export async function signedId(env: Env, scope: string, id: string): Promise<string> {
  const key = mailLinkKey(env);
  if (!key) throw new Error('ALERT_SIGNING_KEY is not set');
  return `${id}.${await hmacSign(key, `${scope}:${id}`)}`;
}

/** The id a token of `scope` names, when its id has the form `idPattern` (anchored here); else null. */
export async function idOfSigned(env: Env, scope: string, token: string | null | undefined, idPattern: RegExp): Promise<string | null> {
  const key = mailLinkKey(env);
  const match = new RegExp(`^(${idPattern.source})\\.([A-Za-z0-9_-]{43})$`, idPattern.flags).exec(token ?? '');
  if (!key || !match) return null;
  const id = match[1]!;
  return (await hmacVerify(key, `${scope}:${id}`, match[2]!)) ? id : null;
}
