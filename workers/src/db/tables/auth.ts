import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { unknownClient } from '../../http/client';
import { createdAt } from './columns';

export const adminUsers = sqliteTable('admin_users', {
  id: text('id').primaryKey(),
  /** Stored lower-cased: sign-in is case-insensitive on the address. */
  email: text('email').notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Only token hashes are stored: a leaked table does not leak sessions. Times are epoch milliseconds. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    accessExpiresAt: integer('access_expires_at').notNull(),
    refreshExpiresAt: integer('refresh_expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per sign-in attempt, counted per account and client, and per client, for the lockout window. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** The client's network (`clientOf`); rows from before clients were recorded count as the unknown client. */
    client: text('client').notNull().default(unknownClient),
    attemptedAt: integer('attempted_at').notNull(),
    succeeded: integer('succeeded', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    index('login_attempts_email_client_idx').on(t.email, t.client, t.attemptedAt),
    index('login_attempts_client_idx').on(t.client, t.attemptedAt),
  ],
);
