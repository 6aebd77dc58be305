import type { BoardJob, FeaturedJobsResponse } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export const featuredJobsPath = '/api/jobs/featured';

/** The body is not trusted to be a FeaturedJobsResponse (see `isFeaturedJobs`). */
export function fetchFeaturedJobs(signal: AbortSignal): Promise<unknown> {
  return api<unknown>(featuredJobsPath, { signal });
}

export function isFeaturedJobs(body: unknown): body is FeaturedJobsResponse<BoardJob> {
  return typeof body === 'object' && body !== null && Array.isArray((body as { jobs?: unknown }).jobs);
}
