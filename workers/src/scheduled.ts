import { dailyAlertRun, refreshProviderJobs } from './alerts/cron';
import { publishDuePosts } from './blog/publish-due';

/** The cron expressions of `[triggers] crons` in wrangler.toml, each with its work. */
export const crons = {
  everyMinute: '* * * * *',
  everyHalfHour: '*/30 * * * *',
  daily: '0 8 * * *',
} as const;

/**
 * The cron triggers: every minute the scheduled blog posts that are due are published (readers already see them:
 * the public queries check the time); every 30 minutes new provider jobs are matched against the alerts; at 08:00
 * UTC the digests go out (docs/alerts.md#sending).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  if (controller.cron === crons.everyHalfHour) await refreshProviderJobs(env, ctx);
  else if (controller.cron === crons.daily) await dailyAlertRun(env, new Date(controller.scheduledTime));
  else await publishDuePosts(env);
};
