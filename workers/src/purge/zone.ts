/**
 * The purge at every location (docs/caching.md#purge): Cloudflare's purge API by cache tag, for the zone the board is
 * served on. A zone purge by tag also clears the Cache API's entries that carry the tag, at every data center.
 */
import { chunked } from '../lib/chunked';

/** The queue the changes send their tags to; its consumer is `purgeQueue`. */
export const purgeQueueName = 'rdj-purge';

/** Tags one purge request may carry (Cloudflare: 100 operations a request, on every plan). */
export const tagsPerPurge = 100;

/** One change's tags, as it sends them to the queue. */
export interface PurgeMessage {
  tags: string[];
}

/** The tags a queued message carries: strings only, whatever else its body holds. */
function tagsOf(body: unknown): string[] {
  const tags = (body as Partial<PurgeMessage> | null)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [];
}

/** How long one purge request may take before it is given up and tried again later. */
const purgeTimeoutMs = 10_000;

/** Whether purges go to Cloudflare's API: a zone and a token are configured (wrangler.toml, secrets.d.ts). */
export function zonePurgeConfigured(env: Env): boolean {
  return Boolean(env.CACHE_PURGE_ZONE_ID && env.CACHE_PURGE_TOKEN);
}

/** Seconds to wait before trying again: the API's Retry-After when it gives one, else a back-off by the tries made. */
export function retryDelay(res: Response | null, attempts: number): number {
  const asked = Number(res?.headers.get('Retry-After'));
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 900) : Math.min(15 * 2 ** (attempts - 1), 900);
}

/** POSTs one purge by tag; null when the API could not be reached in time. */
async function purgeRequest(env: Env, tags: string[]): Promise<Response | null> {
  const url = `${env.CLOUDFLARE_API_BASE_URL}/zones/${encodeURIComponent(env.CACHE_PURGE_ZONE_ID)}/purge_cache`;
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.CACHE_PURGE_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(purgeTimeoutMs),
    });
  } catch {
    return null;
  }
}

/**
 * The purge queue's consumer: every tag of the batch's messages, each once, in as few requests as the API takes. A
 * refusal for the rate (429), a failure (5xx) or no answer puts the whole batch back, after the API's Retry-After
 * (tags purged twice cost nothing); any other refusal (a wrong token or zone) cannot pass by trying again, so it is
 * logged and the pages leave at their time to live.
 */
export async function purgeQueue(batch: MessageBatch, env: Env): Promise<void> {
  if (!zonePurgeConfigured(env)) return batch.ackAll();
  const tags = [...new Set(batch.messages.flatMap((message) => tagsOf(message.body)))];
  const attempts = Math.max(...batch.messages.map((message) => message.attempts));
  for (const run of chunked(tags, tagsPerPurge)) {
    const res = await purgeRequest(env, run);
    if (res?.ok) {
      await res.body?.cancel();
      continue;
    }
    if (res === null || res.status === 429 || res.status >= 500) {
      await res?.body?.cancel();
      console.warn(`cache purge: ${res ? `the API answered ${res.status}` : 'no answer from the API'}; trying again`);
      return batch.retryAll({ delaySeconds: retryDelay(res, attempts) });
    }
    console.error(`cache purge refused (${res.status}): ${(await res.text()).slice(0, 300)}`);
  }
  batch.ackAll();
}
