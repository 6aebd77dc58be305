import type { AlertStats } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Confirmed alerts per category, pending alerts, mails sent today and paused alerts (docs/alerts.md#the-rules). */
export function fetchAlertStats(signal?: AbortSignal): Promise<AlertStats> {
  return api<AlertStats>('/api/admin/alerts', { signal });
}
