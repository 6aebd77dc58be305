import type { FlaggedLinks } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** The open jobs whose apply link now lands on a front or careers page (docs/job-index.md#link-checks). */
export function fetchFlaggedLinks(signal?: AbortSignal): Promise<FlaggedLinks> {
  return api<FlaggedLinks>('/api/admin/link-checks', { signal });
}
