/**
 * The SQL `pnpm admin:create` runs through `wrangler d1 execute --file`, which takes no bound parameters, so every
 * value is quoted here. One statement per line, so `D1Database.exec` (which splits on newlines) runs it too.
 */

/** A SQL string literal: single quotes doubled, NUL refused (SQLite would end the string there). */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('SQL text cannot contain NUL characters');
  return `'${value.replace(/'/g, "''")}'`;
}

interface AdminRow {
  id: string;
  email: string;
  passwordHash: string;
}

/**
 * Creates the admin, or sets the password of the one with that address (keeping its id), and signs out its open
 * sessions: a password reset after a leak must also lock out whoever holds a session. The first statement returns
 * the id of the row written: `row.id` when it was created, the existing id when it was updated.
 */
export function upsertAdminSql(row: AdminRow, now: number): string {
  const email = sqlString(row.email);
  return [
    `INSERT INTO admin_users (id, email, password_hash) VALUES (${sqlString(row.id)}, ${email}, ${sqlString(row.passwordHash)})` +
      ' ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash RETURNING id;',
    `UPDATE sessions SET revoked_at = ${Math.trunc(now)} WHERE revoked_at IS NULL` +
      ` AND user_id = (SELECT id FROM admin_users WHERE email = ${email});`,
    '',
  ].join('\n');
}
