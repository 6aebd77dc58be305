import type { Session, SessionUser } from '@rdj/shared';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { claimAttempt, lockedForMs, markAttemptSucceeded } from './attempts';
import type { LoginInput } from '@rdj/shared';
import { verifyPassword } from './password';
import { rotateSession, startSession, type IssuedTokens } from './sessions';
import { adminByEmail } from './users';

export interface Granted {
  tokens: IssuedTokens;
  user: SessionUser;
}

/** Thrown while an account is locked; carries the seconds until the next attempt will be checked (its Retry-After). */
class TooManyAttempts extends ApiError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      'too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }
}

/*
 * Verified in place of a stored hash when the address is unknown, so an unknown address costs the same PBKDF2 work
 * as a known one and timing does not tell them apart. Nothing matches it: the hashed secret was random and discarded.
 */
const unknownUserHash = 'pbkdf2-sha256$100000$Miqdq3G5by8Am9slCWfOuA==$XCt7Ku4lLLa0URukTTiJNirRjVOlPsC1d/YCLQE8df8=';

/**
 * `grant_type=password` from `client` (`clientOf`). Every checked attempt is recorded; while the client has too many
 * recent failures on the account, or across accounts, the password is not checked at all. Unknown addresses and
 * wrong passwords get the same answer.
 */
export async function passwordGrant(
  db: Db,
  { email, password }: LoginInput,
  client: string,
  now: number,
): Promise<Granted> {
  const attempter = { email, client };
  const attempt = await claimAttempt(db, attempter, now);
  if (attempt === null) {
    throw new TooManyAttempts(Math.max(1, Math.ceil((await lockedForMs(db, attempter, now)) / 1000)));
  }
  const user = await adminByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
  if (!user || !matches) throw new ApiError(401, 'invalid_credentials', 'Invalid login credentials');
  await markAttemptSucceeded(db, attempt);
  return { tokens: await startSession(db, user.id, now), user: { id: user.id, email: user.email } };
}

/** `grant_type=refresh_token`: rotates the refresh token (see `rotateSession`). */
export async function refreshGrant(db: Db, refreshToken: string | undefined, now: number): Promise<Granted> {
  const rotated = refreshToken ? await rotateSession(db, refreshToken, now) : null;
  if (!rotated) throw new ApiError(401, 'invalid_refresh_token', 'Invalid refresh token');
  return rotated;
}

/** What the page may know of a session: when it ends and whose it is. The tokens go only into cookies. */
export function sessionBody({ tokens, user }: Granted, now: number): Session {
  return {
    expires_in: Math.floor((tokens.accessExpiresAt - now) / 1000),
    expires_at: Math.floor(tokens.accessExpiresAt / 1000),
    token_type: 'bearer',
    user,
  };
}
