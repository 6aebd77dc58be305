/**
 * A local stand-in for Cloudflare's API (v4): the purge the worker calls at run time (purge.ts), and everything the
 * pinned wrangler calls for `npm run deploy` and the remotes' rollout (docs/deploy.md): the account and its token,
 * Workers scripts, versions, deployments, secrets, the workers.dev subdomain and custom domains (workers.ts), D1, KV,
 * R2 and Queues (resources.ts). Wrangler reaches it with `CLOUDFLARE_API_BASE_URL=<url>/client/v4`, any
 * `CLOUDFLARE_API_TOKEN` and `CLOUDFLARE_ACCOUNT_ID=` the account's id (account.ts).
 *
 * Every answer is in Cloudflare's envelope `{success, errors: [{code, message}], messages, result}`. A missing token
 * answers 400 (code 9106), the token `bad-token` 403 (code 10000); a path it does not know 404 (code 7003).
 *
 * For tests (no token needed): `GET /__requests` lists every request to the API, oldest first, each with its answer's
 * status and what it carried (`recorded`, secret values left out); `GET /__purges?zone={zone}` lists a zone's purges.
 * The account itself, with its switches, is `account` on what `startCloudflareApi` answers.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { listen, readBytes, type Listening } from '../lib/node-server';
import { Account, type Switches } from './account';
import { failed, type Answer, type Asked, type Route } from './http';
import { Buckets, purge, type LoggedPurge } from './purge';
import { recorded, type Recorded } from './recorded';
import { resourceRoutes } from './resources';
import { workerRoutes } from './workers';

interface CloudflareApiOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The purge rate limit per token: its bucket's size and how many it regains a minute (the Free plan: 25, 5). */
  bucket?: { size: number; perMinute: number };
  /** What the account lacks from the start (account.ts). */
  switches?: Partial<Switches>;
}

export interface CloudflareApi extends Listening {
  account: Account;
  /** Every request to the API so far, oldest first (what `GET /__requests` answers). */
  requests: Recorded[];
}

/** A request body over this answers 413: a Worker's upload is at most 10 MB gzipped on the Paid plan. */
const maxBodyBytes = 64 * 1024 * 1024;

export async function startCloudflareApi({ port = 0, bucket = { size: 25, perMinute: 5 }, switches = {} }: CloudflareApiOptions = {}): Promise<CloudflareApi> {
  const account = new Account(switches);
  const purges: LoggedPurge[] = [];
  const requests: Recorded[] = [];
  const buckets = new Buckets(bucket.size, bucket.perMinute);
  const routes: Route[] = [...workerRoutes(account), ...resourceRoutes(account)];

  async function answer(req: IncomingMessage, url: URL, body: Buffer): Promise<Answer> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const refused = !token ? failed(400, 9106, 'Missing X-Auth-Key, X-Auth-Email or Authorization headers') : token === 'bad-token' ? failed(403, 10000, 'Authentication error') : null;
    const asked = (params: string[]): Asked => ({ method: req.method ?? 'GET', params, query: url.searchParams, headers: req.headers, body });
    const zone = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname);
    // A purge is logged refused or not: the worker's tests read what it sent with a wrong token too.
    if (zone && req.method === 'POST') return purge(asked([decodeURIComponent(zone[1]!)]), token, refused, buckets, purges);
    if (refused) return refused;
    for (const { method, pattern, handler } of routes) {
      const match = req.method === method ? pattern.exec(url.pathname) : null;
      if (match) return handler(asked(match.slice(1).map(decodeURIComponent)));
    }
    return failed(404, 7003, `Could not route to ${url.pathname}, perhaps your object identifier is invalid?`);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const send = ({ status, body, headers = {} }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/__requests') return send({ status: 200, body: { requests } });
    if (req.method === 'GET' && url.pathname === '/__purges') {
      const zone = url.searchParams.get('zone');
      return send({ status: 200, body: { purges: purges.filter((entry) => zone === null || entry.zone === zone) } });
    }
    readBytes(req, maxBodyBytes)
      .then(async (body) => {
        if (body === null) return send(failed(413, 1012, 'Request body too large.'));
        const answered = await answer(req, url, body).catch((error: unknown) => failed(400, 1012, `The request could not be read: ${String(error)}`));
        requests.push(await recorded(req.method ?? 'GET', url, req.headers, body, answered.status));
        send(answered);
      })
      .catch(() => send(failed(400, 1012, 'Request body could not be read.')));
  });
  return { ...(await listen(server, port)), account, requests };
}
