import { alertMaxAttempts, alertRetryBaseSeconds } from '../http/config';
import { MailError } from '../mail/client';
import { matchPage, matchPageSize } from './match';
import { queueBatchMax } from '../lib/queues';
import { alertMessage, enqueue, type AlertMessage } from './messages';
import { pauseAlert } from './queries';
import { sendAlertJobs, sendConfirmation } from './send';
import type { AlertJob } from './jobs';

/** Alerts one `digest` message queues sends for. */
const digestPageSize = 500;

/** Queues' longest delay (12 hours): a back-off never asks for more. */
const maxDelaySeconds = 43_200;

/** The `after` of every page past the first, up to the highest alert id. */
function laterPages(maxId: number): number[] {
  const starts = [];
  for (let start = matchPageSize; start < maxId; start += matchPageSize) starts.push(start);
  return starts;
}

async function match(env: Env, jobKey: string, after: number): Promise<void> {
  const row = await env.DB.prepare('SELECT job FROM alert_jobs WHERE job_key = ?').bind(jobKey).first<{ job: string }>();
  if (!row) return;
  const cpuStart = performance.now();
  const result = await matchPage(env, JSON.parse(row.job) as AlertJob, after);
  // The first page queues every other page at once, so they run side by side rather than one hop after another.
  const rest = after === 0 ? laterPages(result.maxId) : [];
  await enqueue(env, rest.map((start) => ({ kind: 'match' as const, jobKey, after: start })));
  // One line per page, the figures docs/alerts.md#scale is about (and `npm run bench` reads).
  const { d1, matched, instant, subrequests } = result;
  const calls = subrequests + 1 + Math.ceil(rest.length / queueBatchMax);
  console.log(
    `alerts match ${jobKey} (${after}, ${after + matchPageSize}]: ${matched} matched, ${instant} sent now; ` +
      `D1 ${d1.ms} ms, ${d1.rowsRead} rows read, ${d1.rowsWritten} written; 3 queries, ${calls} subrequests; ` +
      `${Math.round(performance.now() - cpuStart)} ms wall`,
  );
}

/** A page of alerts of `frequency` with jobs waiting: a send each, then the next page of alerts. */
async function digest(env: Env, frequency: string, after: number): Promise<void> {
  const rows = await env.DB.prepare(
    `SELECT id FROM job_alerts a WHERE status = 'confirmed' AND frequency = ? AND id > ?
     AND EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.alert_id = a.id AND d.sent_at IS NULL) ORDER BY id LIMIT ${digestPageSize}`,
  )
    .bind(frequency, after)
    .all<{ id: number }>();
  const ids = rows.results.map((row) => row.id);
  const next: AlertMessage[] = ids.length === digestPageSize ? [{ kind: 'digest', frequency: frequency as 'daily', after: ids.at(-1)! }] : [];
  await enqueue(env, [...ids.map((alertId) => ({ kind: 'send' as const, alertId })), ...next]);
}

async function handle(env: Env, message: AlertMessage): Promise<void> {
  if (message.kind === 'confirm') return sendConfirmation(env, message.alertId);
  if (message.kind === 'send') return void (await sendAlertJobs(env, message.alertId));
  if (message.kind === 'match') return match(env, message.jobKey, message.after);
  return digest(env, message.frequency, message.after);
}

/** The wait before try `attempts + 1`: the base doubled per try, at least what the provider asked for. */
export function backoffSeconds(env: Env, attempts: number, asked: number | null): number {
  const wait = alertRetryBaseSeconds(env) * 2 ** Math.max(0, attempts - 1);
  return Math.min(maxDelaySeconds, Math.max(wait, asked ?? 0));
}

/**
 * A message that failed: a mail the provider refused for good pauses its alert at once; one that failed
 * `ALERT_MAX_ATTEMPTS` times pauses it too, with the last reason, unless the last failure was the provider's rate
 * limit, which says nothing about the alert; anything else is retried with back-off (and a message that keeps
 * failing goes to the dead-letter queue after max_retries, kept, while its jobs wait in D1 for the daily run).
 */
async function failed(env: Env, message: Message, body: AlertMessage, err: unknown): Promise<void> {
  const alertId = 'alertId' in body ? body.alertId : null;
  const givenUp = err instanceof MailError && !err.rateLimited && message.attempts >= alertMaxAttempts(env);
  if (err instanceof MailError && alertId !== null && (err.permanent || givenUp)) {
    const reason = err.permanent ? err.message : `${message.attempts} failed tries; the last: ${err.message}`;
    await pauseAlert(env, alertId, reason);
    console.warn(`alert ${alertId} paused: ${reason}`);
    message.ack();
    return;
  }
  if (!(err instanceof MailError)) console.error(`alert message ${body.kind} failed (try ${message.attempts}):`, err);
  message.retry({ delaySeconds: backoffSeconds(env, message.attempts, err instanceof MailError ? err.retryAfterSeconds : null) });
}

/** The queue consumer (`[[queues.consumers]]` in wrangler.toml): each message on its own, acked or retried. */
export const queue: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  for (const message of batch.messages) {
    const parsed = alertMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error('dropped an alert message of no known shape:', JSON.stringify(message.body).slice(0, 200));
      message.ack();
      continue;
    }
    try {
      await handle(env, parsed.data);
      message.ack();
    } catch (err) {
      await failed(env, message, parsed.data, err).catch((again: unknown) => {
        console.error('could not record an alert message failure:', again);
        message.retry({ delaySeconds: backoffSeconds(env, message.attempts, null) });
      });
    }
  }
};
