/**
 * A chat-completions request body, checked as OpenAI checks it: a JSON object with a model, a non-empty `messages`
 * array (content a string or text parts) and, if given, a positive whole `max_tokens` (or `max_completion_tokens`).
 * Anything else is a 400 `invalid_request_error` naming the parameter.
 */
import { ApiError } from './http';
import type { ChatMessage } from './prompt';

interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  includeUsage: boolean;
  maxTokens: number | undefined;
}

const invalid = (message: string, param: string | null = null) => new ApiError(400, message, 'invalid_request_error', null, param);

/** A message's text: a string, or the text parts of a content array. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const text = (part: { type?: unknown; text?: unknown }) => (part?.type === 'text' && typeof part.text === 'string' ? part.text : '');
  return content.map(text).join('');
}

export function parseChat(text: string): ChatRequest {
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
