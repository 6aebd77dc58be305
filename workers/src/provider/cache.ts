import { cacheKey, keptSeconds, readEntry, writeEntry, type CacheEntry } from './cache-entry';
import { jobsCacheTtlSeconds, jobsTimeoutMs } from '../http/config';
import { ProviderError, providerSettings, providerUrl, searchJobs, type ProviderAnswer, type ProviderSearch } from './provider';

/**
 * How long past its TTL an answer is still served at once while one background call refreshes it. An older answer
 * (KV keeps them `keptSeconds`, 7 days) only stands in when the provider fails: the first visitor after a quiet night
 * waits for the provider (at most `JOBS_TIMEOUT_MS`) rather than being shown jobs that may be gone for days.
 */
export const revalidateSeconds = 60 * 60;

const memoryEntries = 200;
/** How often a request waiting for another request's provider call looks for its outcome. */
const waitStepMs = 20;
/** How long past the provider timeout a waiting request gives the asking one before it asks itself. */
const graceMs = 500;

/** The request's `executionCtx.waitUntil`: work that may outlive the response. */
export type WaitUntil = (promise: Promise<unknown>) => void;

// Per isolate, and plain values only. A request must never await a promise another request created: when that
// request ends or its client goes away, workerd cancels its I/O and the waiters hang ("The Worker's code had hung").
// So identical concurrent requests share outcomes, not promises: one request marks the search in `asking` and calls
// the provider; the others poll with their own timers for the answer (or the failure) to land here.
const answers = new Map<string, CacheEntry>();
const failures = new Map<string, { at: number; message: string }>();
const asking = new Map<string, number>();

/** Sets `key` as the newest of `map`, dropping the oldest beyond `memoryEntries`. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > memoryEntries) map.delete(map.keys().next().value!);
}

const ageOf = (entry: CacheEntry) => Date.now() - entry.fetchedAt;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest answer held for `key`, in memory or in KV (another isolate may have refreshed it). */
async function stored(kv: KVNamespace, key: string, ttlMs: number): Promise<CacheEntry | null> {
  const held = answers.get(key) ?? null;
  if (held && ageOf(held) < ttlMs) return held;
  const kept = await readEntry(kv, key);
  const newest = kept && (!held || kept.fetchedAt > held.fetchedAt) ? kept : held;
  if (newest && newest !== held) remember(answers, key, newest);
  return newest;
}

/** Marks `key` as asked by the caller and returns the mark, or null while another request's call is under way. */
function claim(key: string, timeoutMs: number): number | null {
  const since = asking.get(key);
  if (since !== undefined && Date.now() - since < timeoutMs + graceMs) return null;
  const now = Date.now();
  remember(asking, key, now);
  return now;
}

/** One provider call for the request holding the mark `since`; its outcome lands where waiting requests look. */
async function ask(env: Env, key: string, search: ProviderSearch, since: number, waitUntil: WaitUntil): Promise<ProviderAnswer> {
  try {
    const answer = await searchJobs(providerSettings(env), search);
    const entry = { fetchedAt: Date.now(), answer };
    remember(answers, key, entry);
    failures.delete(key);
    waitUntil(writeEntry(env.KV, key, entry));
    return entry.answer;
  } catch (err) {
    if (err instanceof ProviderError) {
      console.warn('job provider failed:', err.message);
      remember(failures, key, { at: Date.now(), message: err.message });
    }
    throw err;
  } finally {
    if (asking.get(key) === since) asking.delete(key);
  }
}

/** The answer or failure of the call marked `since`, once it lands; null if that request went away without one. */
async function outcomeOf(key: string, since: number, timeoutMs: number): Promise<ProviderAnswer | ProviderError | null> {
  while (asking.get(key) === since && Date.now() - since < timeoutMs + graceMs) await sleep(waitStepMs);
  const entry = answers.get(key);
  if (entry && entry.fetchedAt >= since) return entry.answer;
  const failure = failures.get(key);
  if (failure && failure.at >= since) return new ProviderError(failure.message);
  return null;
}

/** A failed call answers with the kept answer if there is one, else fails. */
function orKept(err: unknown, kept: CacheEntry | null): ProviderAnswer {
  if (err instanceof ProviderError && kept) return kept.answer;
  throw err;
}

/** The provider's answer, asked once per isolate however many identical requests want it at the same moment. */
async function fromProvider(
  env: Env,
  key: string,
  search: ProviderSearch,
  kept: CacheEntry | null,
  ttlMs: number,
  waitUntil: WaitUntil,
): Promise<ProviderAnswer> {
  const timeoutMs = jobsTimeoutMs(env);
  for (;;) {
    // Another request's call may have landed while this one was reading KV: its answer is as fresh as a new call's.
    const landed = answers.get(key);
    if (landed && ageOf(landed) < ttlMs) return landed.answer;
    const since = claim(key, timeoutMs);
    if (since !== null) {
      const call = ask(env, key, search, since, waitUntil);
      // Held by waitUntil too, so the call and its outcome outlive this request if its client goes away.
      waitUntil(call.catch(() => {}));
      return call.catch((err: unknown) => orKept(err, kept));
    }
    const outcome = await outcomeOf(key, asking.get(key)!, timeoutMs);
    if (outcome instanceof ProviderError) return orKept(outcome, kept);
    if (outcome) return outcome;
  }
}

/** Starts one background refresh of `key` unless a call for it is under way. */
function revalidate(env: Env, key: string, search: ProviderSearch, waitUntil: WaitUntil): void {
  const since = claim(key, jobsTimeoutMs(env));
  if (since === null) return;
  waitUntil(
    ask(env, key, search, since, waitUntil).catch((err: unknown) => {
      if (!(err instanceof ProviderError)) console.error(err);
    }),
  );
}

/**
 * A provider search through the edge cache: a fresh answer if one is held; an answer past its TTL by less than
 * `revalidateSeconds` at once, refreshed in the background; otherwise the provider's answer, asked once for every
 * identical request of this isolate under way. When the provider fails: the answer kept in KV if any, else the
 * `ProviderError`. Writing the cache never fails the request.
 */
export async function cachedSearch(env: Env, search: ProviderSearch, waitUntil: WaitUntil): Promise<ProviderAnswer> {
  // JOBS_CACHE_TTL_SECONDS (http/config.ts): 0 serves no answer from the cache while the provider answers.
  const ttlMs = jobsCacheTtlSeconds(env) * 1000;
  const key = await cacheKey(providerUrl(env), search);
  const entry = await stored(env.KV, key, ttlMs);
  const age = entry ? ageOf(entry) : Infinity;
  if (entry && age < ttlMs) return entry.answer;
  if (entry && age < ttlMs + revalidateSeconds * 1000) {
    revalidate(env, key, search, waitUntil);
    return entry.answer;
  }
  return fromProvider(env, key, search, age < keptSeconds * 1000 ? entry : null, ttlMs, waitUntil);
}
