/**
 * A local stand-in for Resend's email API, and an inbox to read what was sent.
 *
 * Resend's side (`Authorization: Bearer <key>` required, errors as `{statusCode, name, message}`):
 *   POST /emails        one email `{from, to, subject, html?, text?, cc?, bcc?, reply_to?, headers?}` → 200 `{id}`
 *   POST /emails/batch  an array of 1-100 of them, all valid or none sent → 200 `{data: [{id}, …]}`
 *   GET  /emails/{id}   the email as Resend's retrieve answers it, `last_event` "delivered" or "bounced"
 * How an email is checked is in `email.ts`; an `Idempotency-Key` header works as Resend's (`idempotency.ts`). A
 * missing key answers 401 `missing_api_key`, a body over 1 MB 413, a body that is not JSON 400 and a missing or
 * wrong field 422 `validation_error`; other paths 404 `not_found`, another method on a known path 405.
 *
 * The inbox (no key needed), for people and tests:
 *   GET    /api/messages[?to=<address>]  every accepted message, oldest first, as JSON (`Message` in `store.ts`)
 *   DELETE /api/messages                 forgets them all → `{deleted: n}`
 *   GET    /                             a page listing them; GET /messages/{id} shows one (`page.ts`)
 *   GET    /__stats/{key}                `{requests: n}`: the sends (`POST /emails` and `/emails/batch`) a key made,
 *                                        refused and faulted ones included, so a test can count retries
 *   GET    /__webhooks                   `{delivered: n, failed: n}`: the bounce webhooks sent (below)
 *
 * **Faults**: keys `fault-500`, `fault-429`, `fault-403`, `fault-timeout` and `fault-bounce` misbehave on purpose;
 * what each does is in `faults.ts`. Any other non-empty key is accepted.
 *
 * **Bounce webhook**: with the `webhook` option, each message sent with `fault-bounce` is also reported as Resend
 * reports a bounce, an `email.bounced` event POSTed to `webhook.url` with Svix's signature headers (`webhook.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseBatch, parseEmail } from './email';
import { answerFault, bounceKey } from './faults';
import { ApiError, bearer, invalid, maxBodyBytes, parseJson, readBody, send, sendError, sendPage } from './http';
import { IdempotencyKeys } from './idempotency';
import { listPage, messagePage, notFoundPage } from './page';
import { MessageStore, type Message } from './store';
import { WebhookSender, type WebhookOptions } from './webhook';
import { listen } from '../lib/node-server';

interface MailProviderOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Where bounces are reported (`email.bounced`, Svix-signed) and the `whsec_` secret they are signed with; none: not reported. */
  webhook?: WebhookOptions;
}

export interface MailProvider {
  /** The base URL, e.g. `http://127.0.0.1:8794`; a Resend client's base URL (the API is at its root, as Resend's). */
  url: string;
  close(): Promise<void>;
}

export type { Message, WebhookOptions };
/** A body over this answers 413. */
export { maxBodyBytes };

const missingKey = 'Missing API key in the authorization header. Include the following header `Authorization: Bearer YOUR_API_KEY` in the request.';

/** The paths the sandbox serves, each with its methods, so another method answers 405 rather than 404. */
const routes: [RegExp, string[]][] = [
  [/^\/emails$/, ['POST']],
  [/^\/emails\/batch$/, ['POST']],
  [/^\/emails\/[^/]+$/, ['GET']],
  [/^\/api\/messages$/, ['GET', 'DELETE']],
  [/^\/$/, ['GET']],
  [/^\/messages\/[^/]+$/, ['GET']],
  [/^\/__stats\/[^/]+$/, ['GET']],
  [/^\/__webhooks$/, ['GET']],
];

/** Resend's retrieve-email answer for a message. */
const retrieved = (m: Message) => ({
  object: 'email',
  id: m.id,
  to: m.to,
  from: m.from,
  created_at: m.created_at,
  subject: m.subject,
  html: m.html,
  text: m.text,
  cc: m.cc.length ? m.cc : null,
  bcc: m.bcc.length ? m.bcc : null,
  reply_to: m.reply_to.length ? m.reply_to : null,
  last_event: m.bounced ? 'bounced' : 'delivered',
});

export async function startMailProvider({ port = 0, webhook }: MailProviderOptions = {}): Promise<MailProvider> {
  const webhooks = webhook ? new WebhookSender(webhook) : null;
  const store = new MessageStore();
  const idempotency = new IdempotencyKeys();
  const stats = new Map<string, number>();

  /** `POST /emails` and `POST /emails/batch`: the key, the size, the faults, then the email(s). */
  async function accept(req: IncomingMessage, res: ServerResponse, path: string) {
    const key = bearer(req);
    const body = await readBody(req);
    if (!key) throw new ApiError(401, 'missing_api_key', missingKey);
    stats.set(key, (stats.get(key) ?? 0) + 1);
    if (body === null) throw invalid(`The request body is larger than ${maxBodyBytes} bytes.`, 413);
    if (answerFault(res, key)) return;
    const header = req.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    const scope = `${key}\n${path}`;
    const replayed = idempotency.replay(scope, idempotencyKey, body);
    if (replayed !== undefined) return send(res, 200, replayed);
    const json = parseJson(body);
    const bounced = key === bounceKey;
    const emails = path === '/emails' ? [parseEmail(json)] : parseBatch(json);
    const messages = emails.map((email) => store.add(email, bounced));
    const answer = path === '/emails' ? { id: messages[0]!.id } : { data: messages.map(({ id }) => ({ id })) };
    idempotency.remember(scope, idempotencyKey, body, answer);
    send(res, 200, answer);
    if (bounced) for (const message of messages) webhooks?.bounced(message);
  }

  function retrieve(req: IncomingMessage, res: ServerResponse, id: string) {
    if (!bearer(req)) throw new ApiError(401, 'missing_api_key', missingKey);
    const message = store.get(id);
    if (!message) throw new ApiError(404, 'not_found', 'Email not found');
    send(res, 200, retrieved(message));
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const tail = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (method === 'POST' && (path === '/emails' || path === '/emails/batch')) return accept(req, res, path);
    req.resume();
    const allowed = routes.find(([pattern]) => pattern.test(path))?.[1];
    if (!allowed) throw new ApiError(404, 'not_found', 'The requested endpoint does not exist.');
    if (!allowed.includes(method)) {
      throw new ApiError(405, 'method_not_allowed', 'Method is not allowed for the requested path.', { allow: allowed.join(', ') });
    }
    if (path.startsWith('/emails/')) return retrieve(req, res, tail('/emails/'));
    if (path === '/api/messages' && method === 'DELETE') return send(res, 200, { deleted: store.clear() });
    if (path === '/api/messages') return send(res, 200, store.list(url.searchParams.get('to')));
    if (path === '/') return sendPage(res, 200, listPage(store.list()));
    if (path.startsWith('/__stats/')) return send(res, 200, { requests: stats.get(tail('/__stats/')) ?? 0 });
    if (path === '/__webhooks') return send(res, 200, webhooks?.stats() ?? { delivered: 0, failed: 0 });
    const message = store.get(tail('/messages/'));
    if (message) return sendPage(res, 200, messagePage(message));
    sendPage(res, 404, notFoundPage(path));
  }

  const server = createServer(async (req, res) => {
    try {
      await route(req, res, new URL(req.url ?? '/', 'http://sandbox'));
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (error instanceof ApiError) sendError(res, error);
      else if (error instanceof URIError) sendError(res, new ApiError(404, 'not_found', 'The requested endpoint does not exist.'));
      else sendError(res, new ApiError(500, 'application_error', 'The sandbox failed on this request.'));
    }
  });

  const listening = await listen(server, port);
  return {
    url: listening.url,
    close: () => {
      webhooks?.close();
      return listening.close();
    },
  };
}
