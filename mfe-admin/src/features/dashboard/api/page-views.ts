import { api } from '@rdj/shared/client';

export interface PathViews {
  path: string;
  views: number;
}

/** Views per path since `since` (a UTC day), most viewed first. */
export interface PageViewTotals {
  since: string;
  totals: PathViews[];
}

export function fetchPageViews(days: number): Promise<PageViewTotals> {
  return api<PageViewTotals>(`/api/admin/page-views?days=${days}`);
}
