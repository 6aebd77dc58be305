import type { BoardJob, FeaturedJobsResponse } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function fetchFeaturedJobs(signal: AbortSignal): Promise<FeaturedJobsResponse<BoardJob>> {
  return api<FeaturedJobsResponse<BoardJob>>('/api/jobs/featured', { signal });
}
