import { numberVar, ProviderError, providerSettings, providerUrl, searchJobs, type ProviderAnswer, type ProviderSearch } from './provider';

/** How long an answer is served without asking the provider again (`JOBS_CACHE_TTL_SECONDS`). */
export const defaultTtlSeconds = 600;
/** How long an answer is kept to stand in when the provider fails. */
export const staleSeconds = 7 * 24 * 60 * 60;
const memoryEntries = 200;

interface Entry {
  fetchedAt: number;
  answer: ProviderAnswer;
}

/** Lets the KV write outlive the response when the platform offers it. */
export type WaitUntil = (promise: Promise<unknown>) => void;

// Per isolate: answers seen lately (saves the KV read on hot pages, and covers the moment before the KV write
// lands) and the searches under way, so identical concurrent requests share one provider call.
const memory = new Map<string, Entry>();
const inFlight = new Map<string, Promise<ProviderAnswer>>();

/** KV key of a search: a hash of the provider URL and body. The key is left out, so it never reaches storage. */
async function cacheKey(url: string, search: ProviderSearch): Promise<string> {
  const data = new TextEncoder().encode(`${url}\n${JSON.stringify(search)}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return `jobs:v1:${Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function remember(key: string, entry: Entry): void {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > memoryEntries) memory.delete(memory.keys().next().value!);
}

const isFresh = (entry: Entry, ttlMs: number) => Date.now() - entry.fetchedAt < ttlMs;

/** The newest answer held for `key`, in memory or in KV (another isolate may have refreshed it). */
async function stored(kv: KVNamespace, key: string, ttlMs: number): Promise<Entry | null> {
  const held = memory.get(key) ?? null;
  if (held && isFresh(held, ttlMs)) return held;
  let kept: Entry | null = null;
  try {
    kept = await kv.get<Entry>(key, 'json');
  } catch (err) {
    console.warn('job cache read failed:', (err as Error).message);
  }
  const newest = kept && (!held || kept.fetchedAt > held.fetchedAt) ? kept : held;
  if (newest && newest !== held) remember(key, newest);
  return newest;
}

async function store(kv: KVNamespace, key: string, entry: Entry): Promise<void> {
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: staleSeconds });
  } catch (err) {
    console.warn('job cache write failed:', (err as Error).message);
  }
}

async function refresh(
  env: Env,
  key: string,
  search: ProviderSearch,
  stale: Entry | null,
  waitUntil?: WaitUntil,
): Promise<ProviderAnswer> {
  try {
    const answer = await searchJobs(providerSettings(env), search);
    const entry = { fetchedAt: Date.now(), answer };
    remember(key, entry);
    const write = store(env.KV, key, entry);
    if (waitUntil) waitUntil(write);
    else await write;
    return answer;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    console.warn('job provider failed:', err.message);
    if (stale && isFresh(stale, staleSeconds * 1000)) return stale.answer;
    throw err;
  }
}

/**
 * A provider search through the edge cache: a fresh cached answer if there is one; otherwise one provider call
 * shared by every identical request under way; when that call fails, the last good answer if one is kept, else the
 * `ProviderError`. Writing the cache never fails the request.
 */
export async function cachedSearch(env: Env, search: ProviderSearch, waitUntil?: WaitUntil): Promise<ProviderAnswer> {
  const ttlMs = numberVar(env.JOBS_CACHE_TTL_SECONDS, defaultTtlSeconds, 0) * 1000;
  const key = await cacheKey(providerUrl(env), search);
  const entry = await stored(env.KV, key, ttlMs);
  if (entry && isFresh(entry, ttlMs)) return entry.answer;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refresh(env, key, search, entry, waitUntil).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
