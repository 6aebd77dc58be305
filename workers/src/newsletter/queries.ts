import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/** Adds an address once; subscribing again is not an error and changes nothing. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
