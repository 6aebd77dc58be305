/**
 * A local stand-in for the search engines the board tells of its changed pages (docs/search-engines.md): Google's
 * OAuth token endpoint and Indexing API (google.ts) and IndexNow (indexnow.ts), on one port, speaking their HTTP APIs.
 *
 * For tests: `GET /__requests` lists every request, oldest first, each with the service it went to, its status, the
 * account (Google) or key (IndexNow) it came from and what it carried (a token request's JWT claims, never its
 * signature); `?account=` or `?key=` keeps one account's or key's. `POST /__quota {account, used}` is the quota switch;
 * `POST /__indexnow-keys {key}` makes a key the site's.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { listen, readBody, type Listening } from '../lib/node-server';
import { Google } from './google';
import type { Answer } from './http';
import { IndexNow } from './indexnow';
import { publicKeyOf } from './jwt';

interface SearchEnginesOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The service account's key (PEM; its private key serves too): every assertion must verify against it. */
  serviceAccountKey: string;
  /** Publish requests an account may make a UTC day (Google's default, 200). */
  quota?: number;
  /** IndexNow keys taken as the site's without fetching their file. */
  indexNowKeys?: string[];
}

/** One request as the log keeps it. */
export interface Logged {
  service: 'token' | 'publish' | 'indexnow';
  status: number;
  account?: string;
  key?: string;
  body: unknown;
  at: string;
}

export interface SearchEngines extends Listening {
  requests: Logged[];
}

/** A body over this answers 413 (10,000 URLs of a few hundred characters fit). */
const maxBodyBytes = 8 * 1024 * 1024;

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The claims of a JWT's payload, read without checking it: what the log shows of a token request. */
function claimsOf(assertion: string | null): unknown {
  const payload = assertion?.split('.')[1];
  return payload ? jsonOf(Buffer.from(payload, 'base64url').toString('utf8')) : undefined;
}

export async function startSearchEngines({ port = 0, serviceAccountKey, quota = 200, indexNowKeys = [] }: SearchEnginesOptions): Promise<SearchEngines> {
  const requests: Logged[] = [];
  let baseUrl = '';
  const google = new Google(publicKeyOf(serviceAccountKey), () => `${baseUrl}/token`, quota);
  const indexNow = new IndexNow(new Set(indexNowKeys));
  const log = (entry: Omit<Logged, 'at'>) => requests.push({ ...entry, at: new Date().toISOString() });

  async function answer(req: IncomingMessage, url: URL, text: string): Promise<Answer> {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /token') {
      const form = new URLSearchParams(text);
      const { account, ...answered } = google.token(form);
      log({ service: 'token', status: answered.status, account, body: { grant_type: form.get('grant_type'), claims: claimsOf(form.get('assertion')) } });
      return answered;
    }
    if (route === 'POST /v3/urlNotifications:publish') {
      const body = jsonOf(text);
      const { account, ...answered } = google.publish(req.headers.authorization, body);
      log({ service: 'publish', status: answered.status, account, body });
      return answered;
    }
    if (route === 'POST /indexnow') {
      const body = jsonOf(text);
      const answered = await indexNow.submit(body);
      const key = (body as { key?: unknown } | undefined)?.key;
      log({ service: 'indexnow', status: answered.status, key: typeof key === 'string' ? key : undefined, body });
      return answered;
    }
    const switched = jsonOf(text) as { account?: unknown; used?: unknown; key?: unknown } | undefined;
    if (route === 'POST /__quota' && typeof switched?.account === 'string' && Number.isInteger(switched.used)) {
      google.setUsed(switched.account, switched.used as number);
      return { status: 204, body: null };
    }
    if (route === 'POST /__indexnow-keys' && typeof switched?.key === 'string') {
      indexNow.trust(switched.key);
      return { status: 204, body: null };
    }
    return { status: 404, body: { error: { code: 404, message: `Not found: ${route}`, status: 'NOT_FOUND' } } };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const send = ({ status, body }: Answer) => {
      const text = typeof body === 'string';
      res.writeHead(status, { 'content-type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(status === 204 ? undefined : text ? body : JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/__requests') {
      const account = url.searchParams.get('account');
      const key = url.searchParams.get('key');
      const kept = requests.filter((entry) => (account === null || entry.account === account) && (key === null || entry.key === key));
      return send({ status: 200, body: { requests: kept } });
    }
    readBody(req, maxBodyBytes)
      .then(async (text) => send(text === null ? { status: 413, body: 'Request body too large' } : await answer(req, url, text)))
      .catch(() => send({ status: 400, body: 'The request could not be read' }));
  });
  const listening = await listen(server, port);
  baseUrl = listening.url;
  return { ...listening, requests };
}
