import { asc, desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageViews } from '../db/tables/page-views';

/** The UTC calendar day of `at` as `YYYY-MM-DD`: views are counted per path and UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Counts one view in a single statement, so concurrent views of one page never lose a count. */
export async function countView(db: Db, path: string, day: string): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path, day, count: 1 })
    .onConflictDoUpdate({ target: [pageViews.path, pageViews.day], set: { count: sql`${pageViews.count} + 1` } });
}

interface PathViews {
  path: string;
  views: number;
}

/** Views per path from `since` (a UTC day, inclusive) to today, most viewed first. */
export async function viewTotals(db: Db, since: string): Promise<PathViews[]> {
  const views = sql<number>`sum(${pageViews.count})`.mapWith(Number);
  return db
    .select({ path: pageViews.path, views })
    .from(pageViews)
    .where(gte(pageViews.day, since))
    .groupBy(pageViews.path)
    .orderBy(desc(views), asc(pageViews.path));
}
