import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers } from '../db/tables/auth';

interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
}

/** `email` must already be lower-cased, as stored. */
export async function adminByEmail(db: Db, email: string): Promise<AdminUser | null> {
  const row = await db
    .select({ id: adminUsers.id, email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .get();
  return row ?? null;
}
