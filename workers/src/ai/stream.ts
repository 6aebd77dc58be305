import type { AiStreamLine } from '@rdj/shared';
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ApiError } from '../http/errors';
import { invalidAnswer, providerError } from './client';

/**
 * generate and modify (docs/api.md#ai): the SDK's `stream: true` deltas piped into an `application/x-ndjson` body of
 * `AiStreamLine`s: `{"delta": …}` lines, then `{"done": true}`, or `{"error": …}` when the provider fails midway.
 * Nothing is sent until the first piece of text has come: a failure before it answers the usual JSON error and
 * status. The provider is read only as the client reads (`pull`), and a client that goes away aborts the call.
 */

export const emptyAnswerMessage = 'The AI provider answered with no text. Please try again.';

const encoder = new TextEncoder();
const lineOf = (line: AiStreamLine) => encoder.encode(`${JSON.stringify(line)}\n`);

function errorLine(error: unknown): AiStreamLine {
  const mapped = providerError(error);
  if (mapped instanceof ApiError) return { error: { code: mapped.code, message: mapped.message } };
  console.error(mapped);
  return { error: { code: 'ai_unavailable', message: 'The AI answer stopped midway. Please try again.' } };
}

type Chunks = AsyncIterator<OpenAI.Chat.Completions.ChatCompletionChunk>;

/** The next non-empty piece of text, or null at the end of the answer. */
async function nextText(chunks: Chunks): Promise<string | null> {
  for (;;) {
    const { done, value } = await chunks.next();
    if (done) return null;
    const text = value.choices[0]?.delta?.content;
    if (text) return text;
  }
}

export async function streamedAnswer(client: OpenAI, params: ChatCompletionCreateParamsNonStreaming): Promise<Response> {
  const abort = new AbortController();
  let chunks: Chunks;
  let first: string | null;
  try {
    const stream = await client.chat.completions.create({ ...params, stream: true }, { signal: abort.signal });
    chunks = stream[Symbol.asyncIterator]();
    first = await nextText(chunks);
  } catch (error) {
    abort.abort();
    throw providerError(error);
  }
  if (first === null) throw invalidAnswer(emptyAnswerMessage);

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(lineOf({ delta: first }));
    },
    async pull(controller) {
      try {
        const text = await nextText(chunks);
        controller.enqueue(lineOf(text === null ? { done: true } : { delta: text }));
        if (text === null) controller.close();
      } catch (error) {
        controller.enqueue(lineOf(errorLine(error)));
        controller.close();
      }
    },
    cancel() {
      abort.abort();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' } });
}
