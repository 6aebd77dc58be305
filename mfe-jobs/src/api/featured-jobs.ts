import type { BoardJob, FeaturedJobsResponse } from '@rdj/shared';

export const featuredJobsPath = '/api/jobs/featured';

export function isFeaturedJobs(body: unknown): body is FeaturedJobsResponse<BoardJob> {
  return typeof body === 'object' && body !== null && Array.isArray((body as { jobs?: unknown }).jobs);
}
