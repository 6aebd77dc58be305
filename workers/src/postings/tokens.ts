import { isPostingId, type PostingLinkPurpose } from '@rdj/shared';
import { idOfSigned, signedId } from '../lib/mail-links';

/**
 * docs/postings.md#lifecycle: a link in a posting's mail carries `{postingId}.{HMAC("posting-{purpose}:{postingId}")}`
 * (lib/mail-links.ts). The `posting-` scope keeps these messages apart from the alerts' (`manage:{alertId}`), so no
 * token made for one verifies as the other. It names the posting, never the address; a token made for one purpose
 * is refused for any other.
 */
export function postingToken(env: Env, purpose: PostingLinkPurpose, postingId: string): Promise<string> {
  return signedId(env, `posting-${purpose}`, postingId);
}

/** The posting a token of `purpose` names, or null for anything else (another purpose, a forged or cut token). */
export async function postingIdOfToken(env: Env, purpose: PostingLinkPurpose, token: string | null | undefined): Promise<string | null> {
  const id = await idOfSigned(env, `posting-${purpose}`, token, /[0-9a-f-]{36}/i);
  return id !== null && isPostingId(id) ? id : null;
}
