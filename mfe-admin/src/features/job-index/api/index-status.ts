import type { IndexStatus } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** How fresh the job index is (docs/job-index.md#freshness). */
export function fetchIndexStatus(signal?: AbortSignal): Promise<IndexStatus> {
  return api<IndexStatus>('/api/jobs/freshness', { signal });
}
