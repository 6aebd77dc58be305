/**
 * A local stand-in for the OpenAI chat-completions API: `POST {url}/v1/chat/completions` with
 * `Authorization: Bearer <key>` and `{model, messages, stream?, max_tokens?, ...}` answers a `chat.completion`, or
 * with `stream: true` server-sent `chat.completion.chunk` events (a few pieces, `chunkDelayMs` apart) ending in
 * `data: [DONE]`. The text is deterministic and follows the request. A missing key answers 401, a body over 256 KB
 * 413, a request without a model or messages 400, all in OpenAI's `{error: {message, type, param, code}}` shape.
 *
 * **Reading the request** (`prompt.ts`). Lines `Label: value` in the system and user messages fill fields; labels
 * are case-insensitive: `Page title`/`Title`, `Keywords` (comma-separated, the first is primary), `Primary keyword`/
 * `Keyword`/`Main keyword`/`Focus keyword`/`Topic`, `Secondary keywords`, `Path`, `Tone`, `Intent`/`User intent`,
 * `Style`/`Format`/`Content type`, `Instructions`. Two labels open a block whose value runs to the end of its
 * message: `Existing content` (or `Current`/`Original content`) and `Content`. The request text is the system and
 * user messages without block values; the kind of answer is decided on it, first rule that matches:
 *
 *   1. links    it mentions "links" and "JSON" → `{"links": [{title, url, context, type, relevanceScore}, ...]}`:
 *               four https links on example domains and, third, one `javascript:` link a worker must drop
 *   2. seo      it mentions "JSON", "title" and "description" → `{"title", "description"}` from the keywords:
 *               a 50-60 character title ending " | Remote Design Jobs", a 150-160 character description ending
 *               with a call to action
 *   3. modify   an `Existing content` block, or a `Content` block and the words instructions, modify, rewrite,
 *               revise or edit → the content with "Edited as requested: <instructions>." before it (as a `<p>` when
 *               the content is HTML)
 *   4. generate it mentions "blog", or has a keyword label → a blog post about the primary keyword in the given tone
 *               and intent: an H1, an introduction and "N sections"/"N-M sections" H2 sections (4-6 by default),
 *               over 300 words; HTML, or Markdown when the request says Markdown
 *   5. other    anything else → one sentence quoting the first line of the last user message
 *
 * **Faults**: the key picks them, as with the job provider's `fault-` keys; any other non-empty key is accepted.
 *   fault-500           500 server_error
 *   fault-429           429 rate_limit_exceeded with `retry-after: 1`
 *   fault-401           401 invalid_api_key
 *   fault-timeout       never answers (close() still ends at once)
 *   fault-invalid-json  200 with an HTML page for a body
 *   fault-malformed     200, but the content is prose and half the answer, so asked-for JSON does not parse
 *   fault-missing       200, valid JSON without the asked fields (`{"title"}` alone, `{"foo": []}`); empty text
 *                       for the other kinds
 *
 * The first five answer before the request is parsed, as the real API checks the key first; the last two, like a
 * normal answer, stream when asked to.
 *
 * `GET /__stats/{key}` counts the completion requests a key sent (retries show), `GET /__last/{key}` returns the
 * last valid request body it sent (model, temperature, messages…) or 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerText, malformedText, missingText } from './answers';
import { chunk, completion, limited, pieceCount, pieces, usageChunk, usageOf, type FinishReason, type Meta, type Usage } from './completion';
import { readPrompt, type ChatMessage } from './prompt';

export interface AiProviderOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Pause between streamed pieces; 40 ms by default, so a preview visibly grows. */
  chunkDelayMs?: number;
}

export interface AiProvider {
  /** The base URL, e.g. `http://127.0.0.1:8791`; the OpenAI client's `baseURL` is this plus `/v1`. */
  url: string;
  close(): Promise<void>;
}

export const maxBodyBytes = 256 * 1024;

interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  includeUsage: boolean;
  maxTokens: number | undefined;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}) {
  send(res, error.status, { error: { message: error.message, type: error.type, param: error.param, code: error.code } }, headers);
}

/** The body, or null when it passed `maxBodyBytes`; read to the end either way so the client gets the answer. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size <= maxBodyBytes) parts.push(part);
    });
    req.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const invalid = (message: string, param: string | null = null) => new ApiError(400, message, 'invalid_request_error', null, param);

/** A message's text: a string, or the text parts of a content array. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const text = (part: { type?: unknown; text?: unknown }) => (part?.type === 'text' && typeof part.text === 'string' ? part.text : '');
  return content.map(text).join('');
}

function parseChat(text: string): ChatRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('We could not parse the JSON body of your request.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  if (typeof fields.model !== 'string' || !fields.model) throw invalid('you must provide a model parameter', 'model');
  if (!Array.isArray(fields.messages) || fields.messages.length === 0) throw invalid("'messages' must be a non-empty array", 'messages');
  const messages = fields.messages.map((m: { role?: unknown; content?: unknown }, i) => {
    const content = textOf(m?.content);
    if (typeof m?.role !== 'string' || content === null) throw invalid(`messages[${i}] needs a role and a content`, `messages[${i}]`);
    return { role: m.role, content };
  });
  const max = fields.max_completion_tokens ?? fields.max_tokens;
  if (max !== undefined && max !== null && (typeof max !== 'number' || !Number.isInteger(max) || max < 1)) {
    throw invalid('max_tokens must be a positive whole number', 'max_tokens');
  }
  const options = fields.stream_options as { include_usage?: unknown } | undefined;
  return {
    model: fields.model,
    messages,
    stream: fields.stream === true,
    includeUsage: options?.include_usage === true,
    maxTokens: typeof max === 'number' ? max : undefined,
  };
}

const faults = new Map<string, ApiError>([
  ['fault-500', new ApiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error')],
  ['fault-429', new ApiError(429, 'Rate limit reached for requests. Please try again in 1s.', 'requests', 'rate_limit_exceeded')],
  ['fault-401', new ApiError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key')],
]);

/** Keys whose answer is wrong on purpose, though it comes with status 200. */
const faultyAnswers = new Map([
  ['fault-malformed', malformedText],
  ['fault-missing', missingText],
]);

const bearer = (req: IncomingMessage) => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

export async function startAiProvider({ port = 0, chunkDelayMs = 40 }: AiProviderOptions = {}): Promise<AiProvider> {
  const stats = new Map<string, number>();
  const last = new Map<string, unknown>();
  let served = 0;

  /** Server-sent events: the role, the text in pieces `chunkDelayMs` apart, the finish reason, the usage if asked. */
  async function stream(res: ServerResponse, meta: Meta, text: string, finish: FinishReason, usage: Usage | null) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const withUsage = usage ? null : undefined;
    event(chunk(meta, { role: 'assistant', content: '', refusal: null }, null, withUsage));
    for (const piece of pieces(text, pieceCount(text))) {
      // unref: a stream in progress never holds the process open after close().
      await new Promise((resolve) => setTimeout(resolve, chunkDelayMs).unref());
      if (res.destroyed) return;
      event(chunk(meta, { content: piece }, null, withUsage));
    }
    event(chunk(meta, {}, finish, withUsage));
    if (usage) event(usageChunk(meta, usage));
    res.end('data: [DONE]\n\n');
  }

  async function complete(req: IncomingMessage, res: ServerResponse) {
    const key = bearer(req);
    const body = await readBody(req);
    if (!key) {
      const hint = 'You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).';
      throw new ApiError(401, `You didn't provide an API key. ${hint}`, 'invalid_request_error');
    }
    stats.set(key, (stats.get(key) ?? 0) + 1);
    if (body === null) {
      throw new ApiError(413, `The request body is larger than ${maxBodyBytes} bytes.`, 'invalid_request_error', 'request_too_large');
    }
    if (key === 'fault-timeout') return; // the socket stays open until the client gives up or close() ends it
    const fault = faults.get(key);
    if (fault) return sendError(res, fault, key === 'fault-429' ? { 'retry-after': '1' } : {});
    if (key === 'fault-invalid-json') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!DOCTYPE html><html><head><title>Bad gateway</title></head><body><h1>Upstream error</h1></body></html>');
    }
    const chat = parseChat(body);
    last.set(key, JSON.parse(body));
    const prompt = readPrompt(chat.messages);
    const text = (faultyAnswers.get(key) ?? answerText)(prompt);
    const { content, finish } = limited(text, chat.maxTokens);
    const meta = { id: `chatcmpl-sandbox-${++served}`, created: Math.floor(Date.now() / 1000), model: chat.model };
    const usage = usageOf(chat.messages.map((m) => m.content).join('\n'), content);
    if (chat.stream) return stream(res, meta, content, finish, chat.includeUsage ? usage : null);
    send(res, 200, completion(meta, content, finish, usage));
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const stat = /^\/__stats\/([^/]+)$/.exec(path);
    const lastBody = /^\/__last\/([^/]+)$/.exec(path);
    try {
      if (req.method === 'GET' && stat) return send(res, 200, { requests: stats.get(decodeURIComponent(stat[1]!)) ?? 0 });
      if (req.method === 'GET' && lastBody) {
        const body = last.get(decodeURIComponent(lastBody[1]!));
        return body === undefined ? send(res, 404, { error: 'No request from this key yet' }) : send(res, 200, body);
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') return await complete(req, res);
      req.resume();
      const message = `Unknown request URL: ${req.method} ${path}. POST /v1/chat/completions is served.`;
      throw new ApiError(404, message, 'invalid_request_error', 'unknown_url');
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (error instanceof ApiError) sendError(res, error);
      else sendError(res, new ApiError(500, 'The sandbox failed on this request.', 'server_error'));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung `fault-timeout` requests, streams in progress and idle keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
