import { dailyAlertRun, refreshProviderJobs } from './alerts/cron';
import { publishDuePosts } from './blog/publish-due';
import { startIngest } from './job-index/ingest';
import { endExpiredPostings, remindPostings } from './postings/lifecycle';

/** The cron expressions of `[triggers] crons` in wrangler.toml, each with its work. */
export const crons = {
  everyMinute: '* * * * *',
  everyHalfHour: '*/30 * * * *',
  ingest: '15,45 * * * *',
  daily: '0 8 * * *',
} as const;

/**
 * The cron triggers: every minute the scheduled blog posts that are due are published (readers already see them:
 * the public queries check the time) and the postings that expired end (docs/postings.md#lifecycle); every 30
 * minutes new provider jobs are matched against the alerts, and at a quarter past and to each hour an ingest run
 * fills the job index (docs/job-index.md#ingest); at 08:00 UTC the digests go out (docs/alerts.md#sending)
 * and the employers of postings about to end get their reminder.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === crons.everyHalfHour) await refreshProviderJobs(env, ctx);
  else if (controller.cron === crons.ingest) await startIngest(env, now);
  else if (controller.cron === crons.daily) await Promise.all([dailyAlertRun(env, now), remindPostings(env, now)]);
  else await Promise.all([publishDuePosts(env), endExpiredPostings(env, now)]);
};
