import type { SessionUser } from '@rdj/shared';
import { and, eq, gt, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, sessions } from '../db/tables/auth';
import { newToken, tokenHash } from './tokens';

const accessTtlMs = 60 * 60 * 1000;
const refreshTtlMs = 30 * 24 * 60 * 60 * 1000;

/** Tokens as handed to the client; only their hashes are stored. Times are epoch milliseconds. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/*
 * Every refresh creates a new row and revokes the old one, so a rotated refresh token is still found, as revoked,
 * and its reuse can be told apart from a random string. The rows of one sign-in share a family: the row id is
 * `<family>.<generation>`, with a UUID family (hex digits and dashes) so it has no LIKE wildcards. Reuse revokes the
 * whole family.
 */
function rowId(family: string, generation: number): string {
  return `${family}.${generation}`;
}

function familyOf(id: string): { family: string; generation: number } {
  const dot = id.lastIndexOf('.');
  return { family: id.slice(0, dot), generation: Number(id.slice(dot + 1)) };
}

async function insertSession(db: Db, userId: string, id: string, now: number): Promise<IssuedTokens> {
  const tokens: IssuedTokens = {
    accessToken: newToken(),
    refreshToken: newToken(),
    accessExpiresAt: now + accessTtlMs,
    refreshExpiresAt: now + refreshTtlMs,
  };
  await db.insert(sessions).values({
    id,
    userId,
    accessTokenHash: await tokenHash(tokens.accessToken),
    refreshTokenHash: await tokenHash(tokens.refreshToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
  });
  return tokens;
}

/** Starts a new session (a new family) for `userId`. */
export function startSession(db: Db, userId: string, now: number): Promise<IssuedTokens> {
  return insertSession(db, userId, rowId(crypto.randomUUID(), 0), now);
}

async function revokeFamily(db: Db, family: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(like(sessions.id, `${family}.%`), isNull(sessions.revokedAt)));
}

interface Rotated {
  tokens: IssuedTokens;
  user: SessionUser;
}

/**
 * Swaps a live refresh token for new tokens; the old pair stops working. A token that is known but already used,
 * revoked or expired revokes its whole session (it may have been stolen) and gives null, as does an unknown one.
 */
export async function rotateSession(db: Db, refreshToken: string, now: number): Promise<Rotated | null> {
  const row = await db
    .select({ id: sessions.id, user: { id: adminUsers.id, email: adminUsers.email } })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.refreshTokenHash, await tokenHash(refreshToken)))
    .get();
  if (!row) return null;
  const { family, generation } = familyOf(row.id);
  // The conditional update lets exactly one of two concurrent refreshes with the same token win.
  const claimed = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, now)))
    .returning({ id: sessions.id });
  if (claimed.length === 0) {
    await revokeFamily(db, family, now);
    return null;
  }
  return { tokens: await insertSession(db, row.user.id, rowId(family, generation + 1), now), user: row.user };
}

/** The user of a live (not revoked, not expired) access token. */
export async function userOfAccessToken(db: Db, accessToken: string, now: number): Promise<SessionUser | null> {
  const row = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, await tokenHash(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, now),
      ),
    )
    .get();
  return row ?? null;
}

/** Ends the session either token belongs to, whatever its state; unknown tokens are ignored. */
export async function endSession(
  db: Db,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
  now: number,
): Promise<void> {
  const matches = [
    tokens.accessToken && eq(sessions.accessTokenHash, await tokenHash(tokens.accessToken)),
    tokens.refreshToken && eq(sessions.refreshTokenHash, await tokenHash(tokens.refreshToken)),
  ].filter((match) => !!match);
  if (matches.length === 0) return;
  const rows = await db.select({ id: sessions.id }).from(sessions).where(or(...matches));
  for (const family of new Set(rows.map((row) => familyOf(row.id).family))) await revokeFamily(db, family, now);
}
