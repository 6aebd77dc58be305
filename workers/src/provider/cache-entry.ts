import { safeRedirectUrl, type Job } from '@rdj/shared';
import { z } from 'zod';
import type { ProviderAnswer, ProviderSearch } from './provider';

/** How long KV keeps an answer: past its TTL it still stands in when the provider fails. */
export const keptSeconds = 7 * 24 * 60 * 60;

const nullableText = z.string().nullable();
const count = z.number().int().nonnegative();

/** A provider job as `mapAnswer` made it; the link is again checked to be one the redirect page may follow. */
const cachedJob = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  company: nullableText,
  location: nullableText,
  type: nullableText,
  salary: nullableText,
  snippet: z.string(),
  link: z.string().refine((link) => safeRedirectUrl(link) === link),
  updated: nullableText,
  featured: z.boolean(),
  urgent: z.boolean(),
}) satisfies z.ZodType<Job>;

/** What KV holds per search. Read back like any other input: another version, a hand edit or a bug may have written it. */
const cacheEntry = z.object({
  fetchedAt: count,
  answer: z.object({ totalCount: count, received: count, jobs: z.array(cachedJob) }) satisfies z.ZodType<ProviderAnswer>,
});
export type CacheEntry = z.infer<typeof cacheEntry>;

/** KV key of a search: a hash of the provider URL and body. The key is left out, so it never reaches storage. */
export async function cacheKey(url: string, search: ProviderSearch): Promise<string> {
  const data = new TextEncoder().encode(`${url}\n${JSON.stringify(search)}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return `jobs:v1:${Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function parsed(text: string): CacheEntry | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const read = cacheEntry.safeParse(json);
  return read.success ? read.data : null;
}

/** The entry KV holds for `key`; null when there is none, KV fails, or what is there is not an entry. */
export async function readEntry(kv: KVNamespace, key: string): Promise<CacheEntry | null> {
  let text: string | null;
  try {
    text = await kv.get(key, 'text');
  } catch (err) {
    console.warn('job cache read failed:', (err as Error).message);
    return null;
  }
  if (text === null) return null;
  const entry = parsed(text);
  if (!entry) console.warn('job cache entry is not an entry, so it is asked again:', key);
  return entry;
}

/** Stores `entry` for `keptSeconds`; a failed write is logged, never the request's failure. */
export async function writeEntry(kv: KVNamespace, key: string, entry: CacheEntry): Promise<void> {
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: keptSeconds });
  } catch (err) {
    console.warn('job cache write failed:', (err as Error).message);
  }
}
