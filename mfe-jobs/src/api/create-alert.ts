import type { AlertInput, AlertSignupResponse } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** Signs an address up for an alert; the answer is the same for any address (docs/alerts.md). */
export function createAlert(alert: AlertInput): Promise<AlertSignupResponse> {
  return api<AlertSignupResponse>('/api/alerts', { method: 'POST', json: alert });
}
