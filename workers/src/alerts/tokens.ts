import { idOfSigned, signedId } from '../lib/mail-links';

/** What a link in an alert mail may do; a token made for one purpose is refused for any other. */
export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

/**
 * docs/alerts.md#links: a link's token is `{alertId}.{HMAC(purpose:alertId)}` (lib/mail-links.ts). It names the
 * alert, never the address. Alert ids are never reused (AUTOINCREMENT), so a token dies with its alert: after an
 * unsubscribe, or when an unconfirmed alert is deleted after 7 days.
 */
export function alertToken(env: Env, purpose: TokenPurpose, alertId: number): Promise<string> {
  return signedId(env, purpose, String(alertId));
}

/** The alert a token of `purpose` names, or null for anything else (another purpose, a forged or cut token). */
export async function alertIdOf(env: Env, purpose: TokenPurpose, token: string | undefined): Promise<number | null> {
  const id = await idOfSigned(env, purpose, token, /[1-9][0-9]{0,15}/);
  return id === null ? null : Number(id);
}
