import { loginClientMaxFailures, loginMaxFailures, loginWindowMs } from '@rdj/shared';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/tables/auth';

/** Who is trying to sign in: the address (lower-cased, as stored) and the client (`clientOf`). */
interface Attempter {
  email: string;
  client: string;
}

/**
 * Records a sign-in attempt as failed, unless the account already has `loginMaxFailures` failures from this client
 * inside the window, or the client has `loginClientMaxFailures` whatever the accounts; then nothing is written and
 * null comes back. One statement, so parallel attempts cannot slip past either limit between a count and an insert.
 * The caller marks the row succeeded once the password matches.
 */
export async function claimAttempt(db: Db, { email, client }: Attempter, now: number): Promise<number | null> {
  const since = now - loginWindowMs;
  const row = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO ${loginAttempts} (email, client, attempted_at, succeeded)
    SELECT ${email}, ${client}, ${now}, 0
    WHERE (
      SELECT count(*) FROM ${loginAttempts}
      WHERE email = ${email} AND client = ${client} AND succeeded = 0 AND attempted_at > ${since}
    ) < ${loginMaxFailures}
    AND (
      SELECT count(*) FROM ${loginAttempts}
      WHERE client = ${client} AND succeeded = 0 AND attempted_at > ${since}
    ) < ${loginClientMaxFailures}
    RETURNING id`);
  return row?.id ?? null;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Milliseconds until fewer than `limit` failures matching `which` are inside the window (0 if there are already). */
async function freedInMs(db: Db, which: SQL | undefined, limit: number, now: number): Promise<number> {
  const oldestCounted = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(which, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, now - loginWindowMs)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1)
    .offset(limit - 1)
    .get();
  return oldestCounted ? Math.max(0, oldestCounted.at + loginWindowMs - now) : 0;
}

/** Milliseconds until both limits let `attempter` try again (0 if they do): the later of the two. */
export async function lockedForMs(db: Db, { email, client }: Attempter, now: number): Promise<number> {
  const [onAccount, acrossAccounts] = await Promise.all([
    freedInMs(db, and(eq(loginAttempts.email, email), eq(loginAttempts.client, client)), loginMaxFailures, now),
    freedInMs(db, eq(loginAttempts.client, client), loginClientMaxFailures, now),
  ]);
  return Math.max(onAccount, acrossAccounts);
}
