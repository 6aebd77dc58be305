import { isPostingId, type PostingLinkPurpose } from '@rdj/shared';
import { hmacSign, hmacVerify } from '../lib/hmac';

/**
 * docs/postings.md#lifecycle: a link in a posting's mail carries `{postingId}.{HMAC("posting-{purpose}:{postingId}")}`
 * under ALERT_SIGNING_KEY, the key of every link in our mail. The `posting-` prefix keeps these messages apart from
 * the alerts' (`manage:{alertId}`), so no token made for one verifies as the other. It names the posting, never the
 * address; a token made for one purpose is refused for any other.
 */
export async function postingToken(env: Env, purpose: PostingLinkPurpose, postingId: string): Promise<string> {
  const secret = env.ALERT_SIGNING_KEY;
  if (!secret) throw new Error('ALERT_SIGNING_KEY is not set');
  return `${postingId}.${await hmacSign(secret, `posting-${purpose}:${postingId}`)}`;
}

/** The posting a token of `purpose` names, or null for anything else (another purpose, a forged or cut token). */
export async function postingIdOfToken(env: Env, purpose: PostingLinkPurpose, token: string | null | undefined): Promise<string | null> {
  const secret = env.ALERT_SIGNING_KEY;
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token ?? '');
  if (!secret || !match || !isPostingId(match[1]!)) return null;
  const id = match[1]!;
  return (await hmacVerify(secret, `posting-${purpose}:${id}`, match[2]!)) ? id : null;
}
