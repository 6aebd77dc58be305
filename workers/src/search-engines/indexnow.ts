/**
 * IndexNow (docs/search-engines.md#indexnow): `POST {INDEXNOW_API_URL}/indexnow` with JSON `{host, key, keyLocation,
 * urlList}`, up to 10,000 URLs a request, and the key file at the site's root (`/<key>.txt`) that proves the key is
 * the site's.
 */
import { Hono } from 'hono';
import { publicOrigin } from '../http/origin';
import { indexNowKey, outcomeOf, searchEngineTimeoutMs, type Outcome } from './settings';

/** The most URLs one IndexNow request may carry. */
export const urlsPerIndexNowRequest = 10_000;

/** The key file's address: at the root of the public origin, as IndexNow looks for it by default. */
const keyLocation = (env: Env, key: string) => `${publicOrigin(env)}/${key}.txt`;

/** Tells IndexNow of `urls` (at most `urlsPerIndexNowRequest`, all on the public origin) with the site's `key`. */
export async function submitUrls(env: Env, key: string, urls: string[]): Promise<Outcome> {
  const body = { host: new URL(publicOrigin(env)).host, key, keyLocation: keyLocation(env, key), urlList: urls };
  let res: Response | null = null;
  try {
    res = await fetch(`${env.INDEXNOW_API_URL}/indexnow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(searchEngineTimeoutMs),
    });
  } catch {
    // No answer in time: tried again later.
  }
  const outcome = outcomeOf('IndexNow', res);
  // 429: IndexNow asks for fewer requests; the URLs are sent again later.
  return res?.status === 429 && !outcome.done ? { ...outcome, retry: true } : outcome;
}

/** `GET /<key>.txt`: the key file, the key as plain text, while a key is configured; any other path goes on. */
export const indexNowKeyFile = new Hono<{ Bindings: Env }>().get('/:file', async (c, next) => {
  const key = indexNowKey(c.env);
  if (!key || c.req.param('file') !== `${key}.txt`) return next();
  return c.text(key, 200, { 'Cache-Control': 'public, max-age=3600' });
});
