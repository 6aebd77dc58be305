import type { ProviderAnswer, ProviderSearch } from './provider';

/** How long KV keeps an answer: past its TTL it still stands in when the provider fails. */
export const keptSeconds = 7 * 24 * 60 * 60;

/** What KV holds per search. */
export interface CacheEntry {
  fetchedAt: number;
  answer: ProviderAnswer;
}

/** KV key of a search: a hash of the provider URL and body. The key is left out, so it never reaches storage. */
export async function cacheKey(url: string, search: ProviderSearch): Promise<string> {
  const data = new TextEncoder().encode(`${url}\n${JSON.stringify(search)}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return `jobs:v1:${Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The entry KV holds for `key`; null when there is none or KV fails. */
export async function readEntry(kv: KVNamespace, key: string): Promise<CacheEntry | null> {
  try {
    return await kv.get<CacheEntry>(key, 'json');
  } catch (err) {
    console.warn('job cache read failed:', (err as Error).message);
    return null;
  }
}

/** Stores `entry` for `keptSeconds`; a failed write is logged, never the request's failure. */
export async function writeEntry(kv: KVNamespace, key: string, entry: CacheEntry): Promise<void> {
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: keptSeconds });
  } catch (err) {
    console.warn('job cache write failed:', (err as Error).message);
  }
}
