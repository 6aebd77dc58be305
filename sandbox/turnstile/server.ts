/**
 * A local stand-in for Cloudflare Turnstile: the widget script (`GET /turnstile/v0/api.js`, widget.ts) and the
 * server-side check, `POST /turnstile/v0/siteverify`, which takes a form (`application/x-www-form-urlencoded` or
 * `multipart/form-data`) or JSON with `secret`, `response` and the optional `remoteip` and `idempotency_key`, and answers
 * as Cloudflare does: `{success, "error-codes", challenge_ts, hostname, action, cdata}` with status 200, the error
 * codes `missing-input-secret`, `invalid-input-secret`, `missing-input-response`, `invalid-input-response`,
 * `timeout-or-duplicate` (a token older than 300 s or sent before) and `bad-request`. A second call with the same
 * `idempotency_key` gets the first call's answer instead of `timeout-or-duplicate`. Cloudflare's test secrets work
 * as documented (tokens.ts).
 *
 * For tests: `GET /__requests` lists every siteverify call's fields, oldest first, the secret left out.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { listen, readBody, type Listening } from '../lib/node-server';
import { readToken, testSecrets, unknownSecret } from './tokens';
import { widgetScript } from './widget';

interface TurnstileOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
}

/** What one siteverify call sent, the secret left out. */
interface VerifyCall {
  fields: Record<string, string>;
  answer: Verdict;
}

interface Verdict {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
}

export interface Turnstile extends Listening {
  /** Every siteverify call so far (what `GET /__requests` answers). */
  calls: VerifyCall[];
}

const maxBodyBytes = 64 * 1024;
const failure = (...codes: string[]): Verdict => ({ success: false, 'error-codes': codes });

async function fieldsOf(req: IncomingMessage, body: string): Promise<Record<string, string> | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'application/json') {
      const json: unknown = JSON.parse(body);
      if (!json || typeof json !== 'object') return null;
      return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
    if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(body));
    if (type === 'multipart/form-data') {
      const form = await new Response(body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    return null;
  }
  return null;
}

export async function startTurnstile({ port = 0 }: TurnstileOptions = {}): Promise<Turnstile> {
  const calls: VerifyCall[] = [];
  const spent = new Set<string>();
  const byIdempotencyKey = new Map<string, Verdict>();

  function verify(fields: Record<string, string>): Verdict {
    const { secret, response, idempotency_key: idempotencyKey } = fields;
    if (!secret) return failure('missing-input-secret');
    if (secret === unknownSecret) return failure('invalid-input-secret');
    if (!response) return failure('missing-input-response');
    if (response.length > 2048) return failure('invalid-input-response');
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return byIdempotencyKey.get(idempotencyKey)!;
    if (secret === testSecrets.fails) return failure('invalid-input-response');
    if (secret === testSecrets.spent) return failure('timeout-or-duplicate');
    const at = new Date().toISOString();
    if (secret === testSecrets.passes) return { success: true, 'error-codes': [], challenge_ts: at, hostname: 'example.com', action: '', cdata: '' };
    const token = readToken(response);
    if (token === 'invalid') return failure('invalid-input-response');
    if (token === 'expired' || spent.has(response)) return failure('timeout-or-duplicate');
    spent.add(response);
    const verdict = { success: true, 'error-codes': [], challenge_ts: token.ts, hostname: token.hostname, action: token.action, cdata: '' };
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, verdict);
    return verdict;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(widgetScript);
    }
    if (req.method === 'GET' && url.pathname === '/__requests') return send(200, { requests: calls });
    if (url.pathname !== '/turnstile/v0/siteverify') return send(404, { error: 'not found' });
    if (req.method !== 'POST') return send(405, failure('bad-request'));
    readBody(req, maxBodyBytes)
      .then(async (body) => {
        const fields = body === null ? null : await fieldsOf(req, body);
        const answer = fields ? verify(fields) : failure('bad-request');
        const { secret: _secret, ...logged } = fields ?? {};
        calls.push({ fields: logged, answer });
        send(fields ? 200 : 400, answer);
      })
      .catch(() => send(400, failure('bad-request')));
  });
  return { ...(await listen(server, port)), calls };
}
