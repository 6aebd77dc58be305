import type { AlertStats } from '@rdj/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** `GET /api/admin/alerts` (behind the session guard): the dashboard's alerts card (docs/admin.md). */
export const alertsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const [categories, pending, sent, failures] = await c.env.DB.batch([
    c.env.DB.prepare("SELECT category, count(*) AS confirmed FROM job_alerts WHERE status = 'confirmed' GROUP BY category ORDER BY confirmed DESC, category"),
    c.env.DB.prepare("SELECT count(*) AS n FROM job_alerts WHERE status = 'pending'"),
    c.env.DB.prepare("SELECT count(*) AS n FROM alert_mails WHERE sent_at >= strftime('%Y-%m-%dT00:00:00.000Z', 'now')"),
    c.env.DB.prepare(
      'SELECT id, email, category, paused_reason AS reason, paused_at AS pausedAt FROM job_alerts WHERE paused_reason IS NOT NULL ORDER BY paused_at DESC LIMIT 50',
    ),
  ]);
  const count = (result: D1Result | undefined) => (result?.results[0] as { n: number } | undefined)?.n ?? 0;
  const stats: AlertStats = {
    categories: categories!.results as AlertStats['categories'],
    pending: count(pending),
    sentToday: count(sent),
    failures: failures!.results as AlertStats['failures'],
  };
  return c.json(stats);
});
