import type { Context, Next } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { accessTokenOf } from './cookies';
import { userOfAccessToken } from './sessions';

/** The user of a request's live session, by its access token (cookie or bearer), or null. */
async function userOf(db: D1Database, token: string | undefined) {
  return token ? userOfAccessToken(dbOf(db), token, Date.now()) : null;
}

/** Whether the request comes with a live session: an administrator's. */
export async function isAdmin(c: Context<{ Bindings: Env }>): Promise<boolean> {
  return (await userOf(c.env.DB, accessTokenOf(c))) !== null;
}

/**
 * Lets a request through only with a live session (access cookie or bearer token) and sets `c.get('user')`;
 * anything else is a 401 `unauthenticated`.
 *
 * @example
 * admin.use('*', requireSession)
 */
export async function requireSession(c: Context<AppEnv>, next: Next): Promise<void> {
  const user = await userOf(c.env.DB, accessTokenOf(c));
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in to continue');
  c.set('user', user);
  await next();
}
