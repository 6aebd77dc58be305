import type { PageViewTotals } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Views per path since `since` (a UTC day), most viewed first. */
export function fetchPageViews(days: number, signal?: AbortSignal): Promise<PageViewTotals> {
  return api<PageViewTotals>(`/api/admin/page-views?days=${days}`, { signal });
}
