import { hmacSign, hmacVerify } from '../lib/hmac';

/** What a link in an alert mail may do; a token made for one purpose is refused for any other. */
export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

/**
 * docs/alerts.md#links: a link's token is `{alertId}.{HMAC(purpose:alertId)}` under ALERT_SIGNING_KEY. It names
 * the alert, never the address, and says nothing without the key. Alert ids are never reused (AUTOINCREMENT), so a
 * token dies with its alert: after an unsubscribe, or when an unconfirmed alert is deleted after 7 days.
 */
export async function alertToken(env: Env, purpose: TokenPurpose, alertId: number): Promise<string> {
  const secret = env.ALERT_SIGNING_KEY;
  if (!secret) throw new Error('ALERT_SIGNING_KEY is not set');
  return `${alertId}.${await hmacSign(secret, `${purpose}:${alertId}`)}`;
}

/** The alert a token of `purpose` names, or null for anything else (another purpose, a forged or cut token). */
export async function alertIdOf(env: Env, purpose: TokenPurpose, token: string | undefined): Promise<number | null> {
  const secret = env.ALERT_SIGNING_KEY;
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!secret || !match) return null;
  const id = Number(match[1]);
  return (await hmacVerify(secret, `${purpose}:${id}`, match[2]!)) ? id : null;
}
