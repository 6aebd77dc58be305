/**
 * Google's Indexing API (docs/search-engines.md#google): `POST {GOOGLE_INDEXING_API_URL}/v3/urlNotifications:publish`
 * with JSON `{url, type}` and the service account's access token. Only a posting's page carries JobPosting data, so
 * only postings' pages are sent here.
 */
import { accessToken, forgetAccessToken } from './google-token';
import { outcomeOf, searchEngineTimeoutMs, type Outcome, type ServiceAccount } from './settings';

/** Today's publish requests: `take` counts one more before it is made, false once `limit` are used. */
export interface Quota {
  limit: number;
  take(): Promise<boolean>;
}

/** What a page's change is, in the Indexing API's words: it changed (or is new), or it ended. */
export type PageChange = 'URL_UPDATED' | 'URL_DELETED';

/** Google's error message from a refusal's body, when it has one. */
async function googleMessage(res: Response): Promise<string> {
  const body = await res.json<{ error?: { message?: unknown } }>().catch(() => null);
  return typeof body?.error?.message === 'string' ? body.error.message : '';
}

/**
 * Tells Google that the page at `url` changed as `type` says, once `quota` allows one more request (it counts it).
 * A refused token (401) is forgotten and the change tried again with a new one; a 429 is Google's own quota, which
 * trying again today cannot pass.
 */
export async function publishChange(env: Env, account: ServiceAccount, url: string, type: PageChange, quota: Quota): Promise<Outcome> {
  const token = await accessToken(env, account);
  if (!('token' in token)) return token;
  if (!(await quota.take())) return { done: false, retry: false, reason: `over today’s quota of ${quota.limit} publish requests: not sent` };
  let res: Response | null = null;
  try {
    res = await fetch(`${env.GOOGLE_INDEXING_API_URL}/v3/urlNotifications:publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, type }),
      signal: AbortSignal.timeout(searchEngineTimeoutMs),
    });
  } catch {
    // No answer in time: tried again later.
  }
  if (res?.status === 401) {
    await forgetAccessToken(env, account);
    return { done: false, retry: true, reason: 'Google refused the access token' };
  }
  const outcome = outcomeOf('Google', res, res && !res.ok ? await googleMessage(res) : '');
  return res?.status === 429 && !outcome.done ? { ...outcome, retry: false } : outcome;
}
