import type { FlaggedLinkDecision, FlaggedLinks } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** The open jobs whose apply link now lands on a front or careers page (docs/job-index.md#link-checks). */
export function fetchFlaggedLinks(signal?: AbortSignal): Promise<FlaggedLinks> {
  return api<FlaggedLinks>('/api/admin/link-checks', { signal });
}

/** Keeps a flagged job listed (its link is fine where it lands), or closes it. */
export function decideFlaggedLink(key: string, decision: FlaggedLinkDecision) {
  return api<{ key: string; decision: FlaggedLinkDecision }>('/api/admin/link-checks/decisions', { method: 'POST', json: { key, decision } });
}
