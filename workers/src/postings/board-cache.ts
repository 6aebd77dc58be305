import type { Job } from '@rdj/shared';
import type { Db } from '../db/client';
import { openJobs, type OpenJob } from './open-queries';

/**
 * Open postings per category page, held per isolate for a short while: every page-1 listing and the home page
 * need them, and a D1 query per request cost three quarters of a cached listing's time (npm run bench). Approving,
 * rejecting, editing or closing clears this isolate's copy at once; other isolates catch up within `heldMs`, the
 * same minute the listing's Cache-Control already allows browsers. A posting that expires leaves at its expiry even
 * from a held copy: every read drops what expired since (docs/postings.md#lifecycle).
 */
export const heldMs = 30_000;

// The postings themselves, never the promise of a query: a request must not await I/O another request started
// (workerd cancels it with "The Worker's code had hung"). Concurrent first requests each query D1; that is cheap.
const held = new Map<string, { at: number; jobs: OpenJob[] }>();
/** Counts `forgetBoardPostings` calls, so a query that was under way when the postings changed is not kept. */
let generation = 0;

/** `openJobs` through the per-isolate copy, without those that expired since it was read. */
export async function boardPostings(db: Db, pageSlug: string, now = Date.now()): Promise<Job[]> {
  const entry = held.get(pageSlug);
  let jobs = entry && now - entry.at < heldMs ? entry.jobs : null;
  if (!jobs) {
    const startedIn = generation;
    jobs = await openJobs(db, pageSlug, new Date(now));
    if (startedIn === generation) held.set(pageSlug, { at: now, jobs });
  }
  const at = new Date(now).toISOString();
  return jobs.filter((open) => open.validThrough > at).map((open) => open.job);
}

/** Called whenever a posting's review, content or end changes what the board shows. */
export function forgetBoardPostings(): void {
  generation += 1;
  held.clear();
}
