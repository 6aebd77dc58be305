/**
 * True when `error` (or an error it wraps: drizzle wraps D1's) is SQLite refusing a duplicate in a unique column.
 * Two writers racing for one slug meet here rather than in a read-then-write check.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}
