import type { AlertInput } from '@rdj/shared';
import { ApiError } from '../http/errors';
import { mailLinkKey } from '../lib/mail-links';
import { mailConfigured } from '../mail/client';
import { enqueue } from './messages';
import { storeSignup } from './queries';

/** Seconds a client past `ALERT_SIGNUP_LIMITER` is told to wait (its period). */
const signupRetryAfterSeconds = 60;

/** Whether alerts can work here: the mail key and the link signing key are set. */
function alertsAvailable(env: Env): boolean {
  return mailConfigured(env) && mailLinkKey(env) !== null;
}

/**
 * A sign-up, from the API, the category page's form, the newsletter bar or /subscribe (docs/alerts.md#the-rules).
 * Whatever the address (new, pending, confirmed, or a filled bot field) the caller gives the same answer, so the
 * form tells nobody whether an address is subscribed. Limited per client (`client`, see http/client.ts); the
 * address's own limit is one confirmation mail per 10 minutes (`storeSignup`).
 */
export async function signUp(env: Env, client: string, input: AlertInput): Promise<void> {
  if (!alertsAvailable(env)) throw new ApiError(503, 'alerts_not_configured', 'Job alerts are not available right now. Please try again later.');
  const { success } = await env.ALERT_SIGNUP_LIMITER.limit({ key: client });
  if (!success) {
    throw new ApiError(429, 'rate_limited', 'Too many sign-ups from your network. Please try again in a minute.', signupRetryAfterSeconds);
  }
  if (input.botField) return;
  const { email, frequency, botField: _trap, ...search } = input;
  const confirmId = await storeSignup(env, email, frequency, search);
  if (confirmId !== null) await enqueue(env, [{ kind: 'confirm', alertId: confirmId }]);
}
