import { loginMaxFailures, loginWindowMs } from '@rdj/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Records a sign-in attempt as failed, unless `email` already has `loginMaxFailures` failures inside the window;
 * then nothing is written and null comes back. One statement, so parallel attempts cannot slip past the limit
 * between a count and an insert. The caller marks the row succeeded once the password matches.
 */
export async function claimAttempt(db: Db, email: string, now: number): Promise<number | null> {
  const row = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO ${loginAttempts} (email, attempted_at, succeeded)
    SELECT ${email}, ${now}, 0
    WHERE (
      SELECT count(*) FROM ${loginAttempts}
      WHERE email = ${email} AND succeeded = 0 AND attempted_at > ${now - loginWindowMs}
    ) < ${loginMaxFailures}
    RETURNING id`);
  return row?.id ?? null;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Milliseconds until `email` has fewer than `loginMaxFailures` failures inside the window again (0 if it has). */
export async function lockedForMs(db: Db, email: string, now: number): Promise<number> {
  const oldestCounted = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, now - loginWindowMs),
      ),
    )
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1)
    .offset(loginMaxFailures - 1)
    .get();
  return oldestCounted ? Math.max(0, oldestCounted.at + loginWindowMs - now) : 0;
}
