/**
 * The search engines' queue consumers (docs/search-engines.md#the-queue): each Google message is one publish request,
 * counted against today's quota before it is made; IndexNow's messages are merged, each URL once, into requests of
 * up to 10,000 URLs. No answer, a 5xx (and IndexNow's 429) are tried again with back-off; a refusal is recorded for
 * the admin and dropped; a message that fails every try reaches the dead-letter queue, whose consumer records it.
 */
import { googleDailyQuota } from '../http/config';
import { chunked } from '../lib/chunked';
import { publishChange } from './google';
import { submitUrls, urlsPerIndexNowRequest } from './indexnow';
import { describeChange, searchEngineMessage, type SearchEngineMessage } from './messages';
import { countIndexNowUrls, recordFailure, takeGoogleQuota } from './pings';
import { googleAccount, indexNowKey, type Outcome } from './settings';

type Parsed<E extends SearchEngineMessage['engine']> = { message: Message; body: Extract<SearchEngineMessage, { engine: E }> };

/** Seconds before a try again: a minute, doubling with each try, at most an hour. */
export const retryDelay = (attempts: number) => Math.min(60 * 2 ** (attempts - 1), 3600);

/** Acknowledges `message` once its change is told, puts it back when worth trying again, else records why and drops it. */
async function settle(env: Env, { message, body }: { message: Message; body: SearchEngineMessage }, outcome: Outcome): Promise<void> {
  if (!outcome.done && outcome.retry) return message.retry({ delaySeconds: retryDelay(message.attempts) });
  if (!outcome.done) await recordFailure(env, body.engine, describeChange(body), outcome.reason);
  message.ack();
}

/**
 * Google, one message at a time. What passes the day's quota is not sent: it is recorded and dropped, as a queue
 * cannot hold it to the next day (a retry waits 12 hours at most) and the sitemap and IndexNow still carry the change.
 */
async function tellGoogle(env: Env, messages: Parsed<'google'>[]): Promise<void> {
  const account = googleAccount(env);
  const limit = googleDailyQuota(env);
  const quota = { limit, take: () => takeGoogleQuota(env, limit) };
  for (const parsed of messages) {
    if (!account) parsed.message.ack();
    else await settle(env, parsed, await publishChange(env, account, parsed.body.url, parsed.body.type, quota));
  }
}

/** IndexNow: every URL of the batch once, 10,000 a request; a request to try again puts back every message. */
async function tellIndexNow(env: Env, messages: Parsed<'indexnow'>[]): Promise<void> {
  const key = indexNowKey(env);
  const urls = [...new Set(messages.flatMap(({ body }) => body.urls))];
  let outcome: Outcome = { done: true };
  for (const run of key ? chunked(urls, urlsPerIndexNowRequest) : []) {
    const sent = await submitUrls(env, key!, run);
    if (sent.done) await countIndexNowUrls(env, run.length);
    else if (sent.retry) outcome = sent;
    else await recordFailure(env, 'indexnow', describeChange({ engine: 'indexnow', urls: run }), sent.reason);
    if (!outcome.done) break;
  }
  for (const parsed of messages) await settle(env, parsed, outcome);
}

export async function searchEnginesQueue(batch: MessageBatch, env: Env): Promise<void> {
  const google: Parsed<'google'>[] = [];
  const indexNow: Parsed<'indexnow'>[] = [];
  for (const message of batch.messages) {
    const parsed = searchEngineMessage.safeParse(message.body);
    if (!parsed.success) message.ack();
    else if (parsed.data.engine === 'google') google.push({ message, body: parsed.data });
    else indexNow.push({ message, body: parsed.data });
  }
  await tellGoogle(env, google);
  await tellIndexNow(env, indexNow);
}

/** The dead letters: each change that failed every try is recorded for the admin's card. */
export async function searchEnginesDeadQueue(batch: MessageBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = searchEngineMessage.safeParse(message.body);
    if (parsed.success) await recordFailure(env, parsed.data.engine, describeChange(parsed.data), 'every try failed (no answer or a server error)');
  }
  batch.ackAll();
}
