/**
 * A local stand-in for Cloudflare's API (v4), for what the board calls at run time: the purge of a zone's cache by
 * tag. Reached through the production code (workers/src/purge/zone.ts) with CLOUDFLARE_API_BASE_URL set to
 * `${url}/client/v4`.
 *
 * Cloudflare's side (`Authorization: Bearer <token>` required; every answer in Cloudflare's envelope
 * `{success, errors: [{code, message}], messages, result}`):
 *   POST /client/v4/zones/{zone}/purge_cache  `{tags: [...]}` (1-100 tags, each 1-1024 characters) → 200
 *                                              `{result: {id: zone}}`; a body with another purge (files, hosts,
 *                                              prefixes, purge_everything) is taken too, and logged as sent
 * Purges are rate-limited per token as the Free plan's are (a bucket of 25, refilled at 5 a minute): past it, 429
 * with `Retry-After`. A missing token answers 400 (code 9106), the token `bad-token` 403 (code 10000), a body that is
 * not JSON or names no purge 400 (code 1012); other paths 404.
 *
 * **Faults**: the token `fault-429` is always over its rate (429, `Retry-After: 1`); `fault-500` always fails (500).
 *
 * The log (no token needed), for tests: `GET /__purges?zone={zone}` → `{purges: [{zone, body, status, at}]}`, every
 * purge request for the zone, refused ones included, oldest first.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen, readBody, type Listening } from '../lib/node-server';

interface CloudflareApiOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The rate-limit bucket per token: its size and how many it regains a minute (Cloudflare's Free plan: 25, 5). */
  bucket?: { size: number; perMinute: number };
}

interface LoggedPurge {
  zone: string;
  body: unknown;
  status: number;
  at: string;
}

/** A body over this answers 413. */
const maxBodyBytes = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

const envelope = (result: unknown) => ({ success: true, errors: [], messages: [], result });
const failure = (code: number, message: string) => ({ success: false, errors: [{ code, message }], messages: [], result: null });

/** Why a purge body is refused, or null when it names one purge Cloudflare takes. */
function purgeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'Request body is invalid.';
  const { tags } = body as { tags?: unknown };
  if (tags === undefined) return ['files', 'hosts', 'prefixes', 'purge_everything'].some((key) => key in body) ? null : 'No purge named.';
  if (!Array.isArray(tags) || tags.length < 1 || tags.length > 100) return 'tags must hold 1 to 100 tags.';
  return tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 1024) ? null : 'Each tag is 1 to 1024 characters.';
}

/** Tokens' rate-limit buckets: what each holds, and when it was last filled. */
class Buckets {
  private readonly held = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly size: number, private readonly perMinute: number) {}

  /** Takes one from `token`'s bucket: 0 when it had one, else the seconds until it will. */
  take(token: string, now = Date.now()): number {
    const bucket = this.held.get(token) ?? { tokens: this.size, at: now };
    const tokens = Math.min(this.size, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    if (tokens < 1) {
      this.held.set(token, { tokens, at: now });
      return Math.ceil(((1 - tokens) * 60) / this.perMinute);
    }
    this.held.set(token, { tokens: tokens - 1, at: now });
    return 0;
  }
}

async function purge(req: IncomingMessage, zone: string, buckets: Buckets): Promise<{ status: number; body: unknown; headers?: Record<string, string>; sent: unknown }> {
  const text = await readBody(req, maxBodyBytes);
  let sent: unknown = null;
  try {
    sent = text === null ? null : JSON.parse(text);
  } catch {
    sent = text;
  }
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return { status: 400, body: failure(9106, 'Missing X-Auth-Key, X-Auth-Email or Authorization headers'), sent };
  if (token === 'bad-token') return { status: 403, body: failure(10000, 'Authentication error'), sent };
  if (text === null) return { status: 413, body: failure(1012, 'Request body too large.'), sent };
  const problem = purgeProblem(sent);
  if (problem) return { status: 400, body: failure(1012, problem), sent };
  if (token === 'fault-500') return { status: 500, body: failure(10001, 'Internal error (fault-500)'), sent };
  const wait = token === 'fault-429' ? 1 : buckets.take(token);
  if (wait > 0) return { status: 429, body: failure(971, 'Please wait and consider throttling your request speed'), headers: { 'retry-after': String(wait) }, sent };
  return { status: 200, body: envelope({ id: zone }), sent };
}

export async function startCloudflareApi({ port = 0, bucket = { size: 25, perMinute: 5 } }: CloudflareApiOptions = {}): Promise<Listening> {
  const log: LoggedPurge[] = [];
  const buckets = new Buckets(bucket.size, bucket.perMinute);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const zone = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname)?.[1];
    if (zone !== undefined && req.method === 'POST') {
      purge(req, decodeURIComponent(zone), buckets).then(
        (answer) => {
          log.push({ zone: decodeURIComponent(zone), body: answer.sent, status: answer.status, at: new Date().toISOString() });
          send(res, answer.status, answer.body, answer.headers);
        },
        () => send(res, 400, failure(1012, 'Request body could not be read.')),
      );
      return;
    }
    if (url.pathname === '/__purges' && req.method === 'GET') {
      const asked = url.searchParams.get('zone');
      return send(res, 200, { purges: log.filter((entry) => asked === null || entry.zone === asked) });
    }
    send(res, 404, failure(7003, 'Could not route to ' + url.pathname + ', perhaps your object identifier is invalid?'));
  });
  return listen(server, port);
}
