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

const held = new Map<string, { at: number; jobs: Promise<Job[]> }>();

/** `approvedJobs` through the per-isolate copy; concurrent first requests share one query. */
export function boardPostings(db: Db, pageSlug: string, now = Date.now()): Promise<Job[]> {
  const entry = held.get(pageSlug);
  if (entry && now - entry.at < heldMs) return entry.jobs;
  const jobs = approvedJobs(db, pageSlug);
  held.set(pageSlug, { at: now, jobs });
  jobs.catch(() => held.delete(pageSlug));
  return jobs;
}

/** Called whenever a posting's review changes what the board shows. */
export function forgetBoardPostings(): void {
  held.clear();
}
