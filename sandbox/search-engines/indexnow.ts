/**
 * IndexNow's side (`POST /indexnow`, JSON `{host, key, keyLocation?, urlList}`), as api.indexnow.org answers it:
 * 200 when the URLs are taken; 400 for a body that is not one (no host, a key that is not 8-128 of a-z, A-Z, 0-9
 * and `-`, an empty list or one over 10,000 URLs); 422 when a URL or the keyLocation is not on `host`; 403 when the
 * key is not the site's.
 *
 * A key is the site's when it was given to the stand-in (`keys`, or `POST /__indexnow-keys {key}`: for a site the
 * stand-in cannot reach, as in the worker's tests), else when the text at `keyLocation` (default
 * `https://{host}/{key}.txt`) is the key: it is fetched as IndexNow does. **Faults** by key: `fault-429…` answers
 * 429 (too many requests), `fault-500…` answers 500.
 */
import type { Answer } from './http';

/** The most URLs one request may carry. */
const urlsPerRequest = 10_000;
const keyPattern = /^[a-zA-Z0-9-]{8,128}$/;

const onHost = (url: unknown, host: string) => {
  try {
    return typeof url === 'string' && new URL(url).host === host;
  } catch {
    return false;
  }
};

/** Whether the text at `location` is `key`: fetched, as a search engine checks a site's key. */
async function keyFileHolds(location: string, key: string): Promise<boolean> {
  try {
    const res = await fetch(location, { signal: AbortSignal.timeout(5_000) });
    return res.ok && (await res.text()).trim() === key;
  } catch {
    return false;
  }
}

export class IndexNow {
  constructor(private readonly keys: Set<string>) {}

  /** Takes `key` as a site's key without fetching its file. */
  trust(key: string): void {
    this.keys.add(key);
  }

  async submit(body: unknown): Promise<Answer> {
    const { host, key, keyLocation, urlList } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (typeof host !== 'string' || !host) return { status: 400, body: 'Bad request: host is missing' };
    if (typeof key !== 'string' || !keyPattern.test(key)) return { status: 400, body: 'Bad request: the key is not valid' };
    if (!Array.isArray(urlList) || urlList.length === 0 || urlList.length > urlsPerRequest) {
      return { status: 400, body: `Bad request: urlList holds 1 to ${urlsPerRequest} URLs` };
    }
    const location = keyLocation === undefined ? `https://${host}/${key}.txt` : keyLocation;
    if (!urlList.every((url) => onHost(url, host)) || !onHost(location, host)) {
      return { status: 422, body: 'Unprocessable Entity: the URLs and the key location must belong to the host' };
    }
    if (key.startsWith('fault-429')) return { status: 429, body: 'Too Many Requests' };
    if (key.startsWith('fault-500')) return { status: 500, body: 'Internal Server Error' };
    if (!this.keys.has(key) && !(await keyFileHolds(location as string, key))) return { status: 403, body: 'Forbidden: the key is not valid for this site' };
    return { status: 200, body: 'OK' };
  }
}
