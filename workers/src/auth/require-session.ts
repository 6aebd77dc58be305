import type { Context, Next } from 'hono';
import { dbOf } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { accessTokenOf } from './cookies';
import { userOfAccessToken } from './sessions';

/**
 * Lets a request through only with a live session (access cookie or bearer token) and sets `c.get('user')`;
 * anything else is a 401 `unauthenticated`.
 *
 * @example
 * admin.use('*', requireSession)
 */
export async function requireSession(c: Context<AppEnv>, next: Next): Promise<void> {
  const token = accessTokenOf(c);
  const user = token ? await userOfAccessToken(dbOf(c.env.DB), token, Date.now()) : null;
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in to continue');
  c.set('user', user);
  await next();
}
