import { grantTypeQuery, loginInput, refreshInput } from '@rdj/shared';
import { Hono, type Context } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { jsonBody, parseWith, queryOf } from '../http/validate';
import { accessTokenOf, clearSessionCookies, refreshCookieOf, setSessionCookies } from './cookies';
import { passwordGrant, refreshGrant, sessionBody, TooManyAttempts, type Granted } from './grants';
import { requireSession } from './require-session';
import { endSession } from './sessions';

/** A browser refreshes with its cookie and sends no body; an API client sends `{refresh_token}`. */
async function refreshTokenOf(c: Context<AppEnv>): Promise<string | undefined> {
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  const body = hasBody ? await jsonBody(c, refreshInput) : parseWith(refreshInput, {});
  return body.refresh_token ?? refreshCookieOf(c);
}

async function grant(c: Context<AppEnv>, now: number): Promise<Granted> {
  const db = dbOf(c.env.DB);
  const { grant_type } = queryOf(c, grantTypeQuery);
  if (grant_type === 'password') {
    try {
      return await passwordGrant(db, await jsonBody(c, loginInput), now);
    } catch (err) {
      if (err instanceof TooManyAttempts) c.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  }
  const refreshToken = await refreshTokenOf(c);
  try {
    return await refreshGrant(db, refreshToken, now);
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
