import { ProviderError } from '../provider/provider';
import { alertNewJobs } from './alerts';
import { failRun, ingestPage } from './ingest';
import { ingestMessage, type IngestMessage } from './messages';

/** The ingest queue's name in wrangler.toml (`[[queues.consumers]]`): the worker's queue() sends its batches here. */
export const ingestQueueName = 'rdj-ingest';

/** Tries of one page before its run fails (docs/job-index.md#ingest); the provider's rate limit does not count. */
export const ingestPageAttempts = 3;
/** The wait before a page's next try, doubled each time. */
const retryBaseSeconds = 10;

/** The wait before try `attempts + 1` of a page that failed with `err`: what a 429 asked, else doubling from 10 s. */
export function retryDelaySeconds(err: unknown, attempts: number): number {
  if (err instanceof ProviderError && err.retryAfterSeconds !== null) return err.retryAfterSeconds;
  return retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
}

/** A slice of a run's new jobs to the alerts, tried again later when it fails, and given up on at the third try. */
async function handOver(env: Env, message: Message, body: Extract<IngestMessage, { kind: 'ingest-alerts' }>): Promise<void> {
  try {
    console.log(`ingest run ${body.runId}: ${await alertNewJobs(env, body)} new jobs for the alerts`);
    message.ack();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (message.attempts >= ingestPageAttempts) {
      console.warn(`ingest run ${body.runId}: new jobs after id ${body.afterId} did not reach the alerts: ${reason}`);
      message.ack();
    } else message.retry({ delaySeconds: retryDelaySeconds(err, message.attempts) });
  }
}

/**
 * The ingest queue's consumer: each page on its own, and each slice of a run's new jobs for the alerts. A page the provider failed is tried again later; after
 * `ingestPageAttempts` failures the run fails and changes nothing. A 429 waits what the provider asked and tries
 * again without counting.
 */
export const ingestQueue = async (batch: MessageBatch, env: Env): Promise<void> => {
  for (const message of batch.messages) {
    const parsed = ingestMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error('dropped an ingest message of no known shape:', JSON.stringify(message.body).slice(0, 200));
      message.ack();
      continue;
    }
    const body = parsed.data;
    if (body.kind === 'ingest-alerts') {
      await handOver(env, message, body);
      continue;
    }
    try {
      await ingestPage(env, body);
      message.ack();
    } catch (err) {
      const rateLimited = err instanceof ProviderError && err.retryAfterSeconds !== null;
      const reason = err instanceof Error ? err.message : String(err);
      if (!rateLimited && message.attempts >= ingestPageAttempts) {
        console.warn(`ingest run ${body.runId} failed on ${body.category} page ${body.page}: ${reason}`);
        await failRun(env, body.runId, `${body.category} page ${body.page}: ${reason}`);
        message.ack();
        continue;
      }
      message.retry({ delaySeconds: retryDelaySeconds(err, message.attempts) });
    }
  }
};
