import type { Job } from '@rdj/shared';
import type { Db } from '../db/client';
import { approvedJobs } from './queries';

/**
 * Approved postings per category page, held per isolate for a short while: every page-1 listing and the home page
 * need them, and a D1 query per request cost three quarters of a cached listing's time (npm run bench). Approving
 * or rejecting clears this isolate's copy at once; other isolates catch up within `heldMs`, the same minute the
 * listing's Cache-Control already allows browsers.
 */
export const heldMs = 30_000;

// The postings themselves, never the promise of a query: a request must not await I/O another request started
// (workerd cancels it with "The Worker's code had hung"). Concurrent first requests each query D1; that is cheap.
const held = new Map<string, { at: number; jobs: Job[] }>();
/** Counts `forgetBoardPostings` calls, so a query that was under way when the postings changed is not kept. */
let generation = 0;

/** `approvedJobs` through the per-isolate copy. */
export async function boardPostings(db: Db, pageSlug: string, now = Date.now()): Promise<Job[]> {
  const entry = held.get(pageSlug);
  if (entry && now - entry.at < heldMs) return entry.jobs;
  const startedIn = generation;
  const jobs = await approvedJobs(db, pageSlug);
  if (startedIn === generation) held.set(pageSlug, { at: now, jobs });
  return jobs;
}

/** Called whenever a posting's review changes what the board shows. */
export function forgetBoardPostings(): void {
  generation += 1;
  held.clear();
}
