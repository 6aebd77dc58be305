/**
 * The job alerts at scale (docs/alerts.md#scale): a platform of its own whose D1 holds `count` confirmed alerts
 * (alerts-seed.mjs, applied before it starts), running with the worker's console.log lines in its log. Two batches
 * of new jobs are matched, one after the other, each until its every page has been logged (alerts-log.mjs):
 * `postings` postings approved through the admin API, then an ingest run (`GET /__scheduled`, which the platform's
 * `wrangler dev --test-scheduled` serves), whose new jobs are found from the lines themselves.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { step } from '../lib/proc.mjs';
import { startTestPlatform } from '../lib/test-platform.mjs';
import { approvePostings, ingestRun } from './alerts-jobs.mjs';
import { allMatched, collectPages, followLog } from './alerts-log.mjs';
import { writeAlertSeed } from './alerts-seed.mjs';
import { showLogTail, withSeedDir } from './seed-dir.mjs';

/** After the cron's jobs all look matched, this long without a new page means no job of it is left. */
const quietMs = 5_000;

/** Every job the cron's pages name is matched to its last page, and nothing new came for `quietMs`. */
function cronDone(count, startedAt) {
  return (pages) => {
    if (pages.length === 0) return Date.now() - startedAt > 30_000;
    const keys = [...new Set(pages.map((page) => page.jobKey))];
    return allMatched(pages, keys, count) && Date.now() - pages.at(-1).at > quietMs;
  };
}

/** Runs the alerts bench; answers what `alertsReport` prints. */
export function alertsBench(options = {}) {
  return withSeedDir('rdj-alerts-seed-', (dir) => alertsIn(dir, options));
}

/** `alertsBench`, its seed files in `dir`. */
async function alertsIn(dir, { count = 100_000, postings = 10, timeoutMs = 20 * 60_000 }) {
  let platform = null;
  try {
    step(`Writing ${count.toLocaleString('en-US')} confirmed alerts as SQL (${dir})`);
    const { files, mix } = await writeAlertSeed(dir, count);
    const seedStart = Date.now();
    // An ingest run on record, so the bench's first real run is not the index's first fill (which the alerts are not
    // told of): every sandbox job it reads is new, as a provider's new jobs are (docs/job-index.md#alerts).
    const earlierRun = join(dir, 'earlier-ingest-run.sql');
    writeFileSync(earlierRun, "INSERT INTO ingest_runs (status, finished_at) VALUES ('done', '2026-01-01T00:00:00.000Z');\n");
    platform = await startTestPlatform({ seed: [...files, earlierRun], logLevel: 'log', fillIndex: false });
    const seedMs = Date.now() - seedStart;
    const log = followLog(platform.logFile);
    try {
      step(`Approving ${postings} postings: each is matched against every alert, a page of alerts a queue message`);
      const approved = await approvePostings(platform, postings);
      const postingRun = await collectPages(log, {
        done: (pages) => allMatched(pages, approved.keys, count),
        timeoutMs,
        what: 'the approved postings',
      });
      step('Firing the ingest cron (:15 and :45): the provider jobs it adds to the index are matched');
      const cron = await ingestRun(platform);
      const cronRun = await collectPages(log, { done: cronDone(count, cron.startedAt), timeoutMs, what: 'the ingest run' });
      return {
        mix,
        seedMs,
        batches: [
          { name: 'Postings', startedAt: approved.startedAt, labels: approved.labels, ...postingRun },
          { name: 'Ingest run', startedAt: cron.startedAt, ...cronRun },
        ],
      };
    } finally {
      log.close();
    }
  } catch (error) {
    showLogTail(platform);
    throw error;
  } finally {
    await platform?.stop();
  }
}
