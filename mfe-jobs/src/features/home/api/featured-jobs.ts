import type { FeaturedJobsResponse } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function fetchFeaturedJobs(signal: AbortSignal): Promise<FeaturedJobsResponse> {
  return api<FeaturedJobsResponse>('/api/jobs/featured', { signal });
}
