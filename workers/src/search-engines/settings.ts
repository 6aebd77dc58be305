/**
 * Who the board tells of its changed pages (docs/search-engines.md): Google's Indexing API with a service account,
 * IndexNow with the site's key. Each is on only with its secret; without it nothing is sent to that engine.
 */
import { z } from 'zod';

/** The part of a service account's JSON key file the token exchange needs. */
const serviceAccount = z.object({ client_email: z.string().includes('@'), private_key: z.string().includes('PRIVATE KEY') });
export type ServiceAccount = z.infer<typeof serviceAccount>;

/** The service account of `GOOGLE_INDEXING_SERVICE_ACCOUNT` (its JSON key file); null when unset or not one. */
export function googleAccount(env: Env): ServiceAccount | null {
  if (!env.GOOGLE_INDEXING_SERVICE_ACCOUNT) return null;
  try {
    return serviceAccount.parse(JSON.parse(env.GOOGLE_INDEXING_SERVICE_ACCOUNT));
  } catch {
    console.warn('search engines: GOOGLE_INDEXING_SERVICE_ACCOUNT is not a service account key file; Google is not told');
    return null;
  }
}

/** IndexNow's rule for a key: 8 to 128 of a-z, A-Z, 0-9 and `-`. */
const indexNowKeyPattern = /^[a-zA-Z0-9-]{8,128}$/;

/** The site's IndexNow key (`INDEXNOW_KEY`); null when unset or not a key IndexNow takes. */
export function indexNowKey(env: Env): string | null {
  const key = env.INDEXNOW_KEY?.trim();
  return key && indexNowKeyPattern.test(key) ? key : null;
}

/** How long one request to a search engine may take before it is given up and tried again later. */
export const searchEngineTimeoutMs = 10_000;

/** What one try at telling an engine came to: done, worth trying again later, or not (with why, for the admin). */
export type Outcome = { done: true } | { done: false; retry: boolean; reason: string };

/** The outcome of an engine's answer `res` (null: none in time): 5xx and no answer are tried again. */
export function outcomeOf(engine: string, res: Response | null, detail = ''): Outcome {
  if (res?.ok) return { done: true };
  if (!res) return { done: false, retry: true, reason: `${engine} did not answer in time` };
  return { done: false, retry: res.status >= 500, reason: `${engine} answered ${res.status}${detail ? `: ${detail}` : ''}` };
}
