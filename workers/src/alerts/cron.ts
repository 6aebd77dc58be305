import { enqueue } from './messages';
import { deleteOldDeliveries, deleteStalePending } from './queries';

/**
 * 08:00 UTC: the daily digests, on Mondays the weekly ones too, and a sweep of every alert's jobs left unsent (a
 * send that died, an alert turned back on), then the unconfirmed alerts older than 7 days go, and the deliveries
 * sent more than 30 days ago.
 */
export async function dailyAlertRun(env: Env, now: Date): Promise<void> {
  const frequencies = now.getUTCDay() === 1 ? (['daily', 'weekly'] as const) : (['daily'] as const);
  await enqueue(env, [...frequencies, 'instant' as const].map((frequency) => ({ kind: 'digest' as const, frequency, after: 0 })));
  await deleteStalePending(env);
  await deleteOldDeliveries(env);
}
