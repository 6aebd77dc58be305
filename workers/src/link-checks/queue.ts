import type { LinkAnswer } from '@rdj/shared';
import { linkCheckGapSeconds, linkCheckTimeoutMs } from '../http/config';
import { checkLink, pacer } from './fetch-link';
import { closeGone, closes, openJobs, recordAnswers, type CheckedJob } from './record';
import { linkCheckMessage, type LinkCheckMessage } from './start';

/** Jobs one message checks: at most 6 requests each (a link and 5 redirects), 30, within the Free plan's 50 subrequests. */
export const jobsPerMessage = 5;
/**
 * A host's chain stops this long after its run: the next run, an hour after, then finds no message of the host still
 * going (the last one lasts at most a few minutes), so one host is never checked by two chains at once.
 */
const chainLifetimeMs = 45 * 60_000;

/** The checker's User-Agent: it names itself and the board, so a site can tell who asks. */
const userAgent = (env: Env) => `RemoteDesignJobs-LinkCheck/1.0 (+${env.PUBLIC_ORIGIN})`;

/**
 * One message of a host's chain (docs/job-index.md#link-checks): its first `jobsPerMessage` jobs checked one after
 * another, each request at least LINK_CHECK_GAP_SECONDS after the last, their answers recorded, the jobs gone twice
 * closed, and the rest queued as the chain's next message that same gap later.
 */
async function checkHost(env: Env, message: LinkCheckMessage, now = Date.now()): Promise<void> {
  if (Date.parse(message.runAt) + chainLifetimeMs < now) {
    console.log(`link check of ${message.host}: ${message.ids.length} jobs left for the next run`);
    return;
  }
  const gapSeconds = linkCheckGapSeconds(env);
  const options = { userAgent: userAgent(env), timeoutMs: linkCheckTimeoutMs(env), paced: pacer(gapSeconds * 1000) };
  const checked: { job: CheckedJob; answer: LinkAnswer }[] = [];
  for (const job of await openJobs(env, message.ids.slice(0, jobsPerMessage))) {
    checked.push({ job, answer: await checkLink(job.link, options) });
  }
  const at = new Date().toISOString();
  await recordAnswers(env, checked, at);
  await closeGone(env, checked.filter(({ job, answer }) => closes(job, answer)).map(({ job }) => job), at);
  const rest = message.ids.slice(jobsPerMessage);
  if (rest.length > 0) await env.LINK_CHECK_QUEUE.send({ ...message, ids: rest } satisfies LinkCheckMessage, { contentType: 'json', delaySeconds: gapSeconds });
}

/**
 * The link-check queue's consumer. A message of no known shape is dropped. A message that throws is tried again
 * (`retry_delay` later), and after `max_retries` kept in the dead-letter queue: its jobs stay due for the next run.
 */
export async function linkCheckQueue(batch: MessageBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = linkCheckMessage.safeParse(message.body);
    if (parsed.success) await checkHost(env, parsed.data);
    else console.error('dropped a link-check message of no known shape:', JSON.stringify(message.body).slice(0, 200));
    message.ack();
  }
}
