import { isErrorBody, type AiGenerateInput, type AiLink, type AiLinksInput, type AiModifyInput, type AiStreamLine } from '@rdj/shared';
import { api, ApiClientError } from '@rdj/shared/client';

const base = '/api/admin/ai';

/** Why a stream ended without `done`: the server's error line, or the connection closing early. */
const cutShort = new ApiClientError(0, 'stream_cut', 'The answer ended early.');

/**
 * Posts `body` to a streaming AI route and hands each piece of text to `onDelta` as it arrives (the body is
 * `application/x-ndjson`, one `AiStreamLine` per line, read line by line as chunks come in). Resolves on `done`.
 * Throws an ApiClientError: the server's JSON error (non-2xx), its `error` line (status 200, the text so far was
 * delivered), or status 0 when the server could not be reached or the stream broke off.
 */
async function stream(path: string, body: unknown, onDelta: (text: string) => void, signal?: AbortSignal) {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiClientError(0, 'network_error', 'Could not reach the server.');
  }
  if (!res.ok || !res.body) {
    const answer: unknown = await res.json().catch(() => null);
    if (isErrorBody(answer)) throw new ApiClientError(res.status, answer.error.code, answer.error.message);
    throw new ApiClientError(res.status, 'http_error', `Request failed (${res.status})`);
  }

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  /** True once the stream said `done`; throws on an `error` line. */
  const read = (line: string): boolean => {
    if (line.trim() === '') return false;
    const parsed = JSON.parse(line) as AiStreamLine;
    if ('delta' in parsed) onDelta(parsed.delta);
    else if ('error' in parsed) throw new ApiClientError(200, parsed.error.code, parsed.error.message);
    return 'done' in parsed;
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw cutShort;
      }
      pending += decoder.decode(chunk.value, { stream: !chunk.done });
      const lines = pending.split('\n');
      pending = chunk.done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (read(line)) return;
      if (chunk.done) throw cutShort;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** `POST /api/admin/ai/generate`: a post from a keyword, streamed into `onDelta`. */
export const generateContent = (input: AiGenerateInput, onDelta: (text: string) => void, signal?: AbortSignal) =>
  stream('/generate', input, onDelta, signal);

/** `POST /api/admin/ai/modify`: the content rewritten as instructed, streamed into `onDelta`. */
export const modifyContent = (input: AiModifyInput, onDelta: (text: string) => void, signal?: AbortSignal) =>
  stream('/modify', input, onDelta, signal);

/** `POST /api/admin/ai/links`: external links suggested for the content. */
export const findLinks = (input: AiLinksInput, signal?: AbortSignal) =>
  api<{ links: AiLink[] }>(`${base}/links`, { method: 'POST', json: input, signal });
