import { grantTypeQuery, loginInput } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { clientOf } from '../http/client';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validate';
import { accessTokenOf, clearSessionCookies, refreshCookieOf, setSessionCookies } from './cookies';
import { passwordGrant, refreshGrant, sessionBody, type Granted } from './grants';
import { requireSession } from './require-session';
import { endSession } from './sessions';

/**
 * The refresh token is read only from its HttpOnly cookie, which non-browser clients keep from Set-Cookie like a
 * browser does. A body (once the way to send `{refresh_token}`) is refused unread, so no client keeps sending it;
 * the worker's `drainBodies` reads it through before the refusal goes out. Cancelling it here instead is what made
 * `wrangler dev` answer 503 "Your worker restarted mid-request" under concurrency.
 */
function refuseBody(c: Context<AppEnv>): void {
  if (c.req.raw.body === null || c.req.header('content-length') === '0') return;
  throw new ApiError(400, 'invalid_input', 'The refresh grant takes no body: the refresh token is read from its cookie');
}

async function grant(c: Context<AppEnv>, now: number): Promise<Granted> {
  const db = dbOf(c.env.DB);
  const { grant_type } = queryOf(c, grantTypeQuery);
  if (grant_type === 'password') {
    const client = clientOf(c.req.header('CF-Connecting-IP'));
    return passwordGrant(db, await jsonBody(c, loginInput), client, now);
  }
  refuseBody(c);
  try {
    return await refreshGrant(db, refreshCookieOf(c), now);
  } catch (err) {
    clearSessionCookies(c);
    throw err;
  }
}

/** `/api/auth`: password sign-in, session refresh, sign-out and the signed-in user. */
export const auth = new Hono<AppEnv>()
  .post('/token', async (c) => {
    const now = Date.now();
    const granted = await grant(c, now);
    setSessionCookies(c, granted.tokens, now);
    return c.json(sessionBody(granted, now));
  })
  .post('/logout', async (c) => {
    await endSession(dbOf(c.env.DB), { accessToken: accessTokenOf(c), refreshToken: refreshCookieOf(c) }, Date.now());
    clearSessionCookies(c);
    return c.body(null, 204);
  })
  .get('/user', requireSession, (c) => c.json({ user: c.get('user') }));
