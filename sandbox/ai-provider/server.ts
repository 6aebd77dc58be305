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
 * **Faults**: keys `fault-500`, `fault-429`, `fault-401`, `fault-timeout`, `fault-invalid-json`, `fault-malformed`
 * and `fault-missing` misbehave on purpose, as the job provider's `fault-` keys do; what each does is in `faults.ts`.
 * Any other non-empty key is accepted.
 *
 * `GET /__stats/{key}` counts the completion requests a key sent (retries show), `GET /__last/{key}` returns the
 * last valid request body it sent (model, temperature, messages…) or 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chunk, completion, limited, pieceCount, pieces, usageChunk, usageOf, type FinishReason, type Meta, type Usage } from './completion';
import { answerFault, answerTextFor } from './faults';
import { ApiError, bearer, maxBodyBytes, readBody, send, sendError } from './http';
import { readPrompt } from './prompt';
import { parseChat } from './request';
import { listen } from '../lib/node-server';

interface AiProviderOptions {
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

/** A body over this answers 413. */
export { maxBodyBytes };

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
    if (answerFault(res, key)) return;
    const chat = parseChat(body);
    last.set(key, JSON.parse(body));
    const prompt = readPrompt(chat.messages);
    const text = answerTextFor(key)(prompt);
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

  return listen(server, port);
}
