import { dailyAlertRun } from './alerts/cron';
import { publishDuePosts } from './blog/publish-due';
import { startIngest } from './job-index/ingest';
import { pruneIndex } from './job-index/prune';
import { startLinkChecks } from './link-checks/start';
import { endExpiredPostings, indexMissingPostings, remindPostings } from './postings/lifecycle';
import { stillHiringRun } from './postings/still-hiring';

/** The cron expressions of `[triggers] crons` in wrangler.toml, each with its work. */
export const crons = {
  everyMinute: '* * * * *',
  ingest: '15,45 * * * *',
  daily: '0 8 * * *',
  prune: '30 * * * *',
} as const;

/**
 * The cron triggers: every minute the scheduled blog posts that are due are published (readers already see them:
 * the public queries check the time) and the postings that expired end (docs/postings.md#lifecycle); at a quarter
 * past and to each hour an ingest run fills the job index and hands its new jobs to the alerts, and open postings
 * the index lacks are put in (docs/job-index.md#ingest); at 08:00 UTC the digests go out (docs/alerts.md#sending)
 * and the employers of postings about to end get their reminder, and those halfway through a run are asked whether
 * they are still hiring (docs/postings.md#still-hiring); at half past each hour the job index is pruned
 * (docs/job-index.md#retention) and the apply-link check starts (docs/job-index.md#link-checks).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === crons.ingest) await Promise.all([startIngest(env, now), indexMissingPostings(env, now)]);
  else if (controller.cron === crons.daily) await Promise.all([dailyAlertRun(env, now), remindPostings(env, now), stillHiringRun(env, now)]);
  else if (controller.cron === crons.prune) {
    console.log('job index pruned:', JSON.stringify(await pruneIndex(env, now)));
    console.log('apply links to check:', await startLinkChecks(env, now));
  } else await Promise.all([publishDuePosts(env), endExpiredPostings(env, now)]);
};
