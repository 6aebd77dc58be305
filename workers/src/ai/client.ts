import OpenAI from 'openai';
import { aiTimeoutMs } from '../http/config';
import { ApiError } from '../http/errors';

/**
 * The one AI client (docs/api.md#ai): the `openai` package pointed at `AI_BASE_URL` with the `AI_API_KEY` secret. A new
 * client per request: it holds no connection or promise another request could end up awaiting.
 *
 * Retries are the SDK's own (openai 6.49.0, `client.ts` `shouldRetry`/`retryRequest`/
 * `calculateDefaultRetryTimeoutMillis`): 408, 409, 429 and 5xx, connection errors and timeouts are retried; the
 * wait is `retry-after-ms` or `retry-after` when the provider sends one, else 0.5 s doubling with up to 25 % jitter,
 * capped at 8 s (`maxRetryDelay = 8.0`). Unlike older releases, 6.49.0 honours a `retry-after` of any length, so
 * `underMinute` below tells the SDK not to retry when the provider asks for a minute or more: the admin gets our
 * 503 with that Retry-After at once instead of a request held open for minutes.
 */

const defaultModel = 'gpt-4';
const defaultSeoModel = 'gpt-3.5-turbo';
export const maxRetries = 2;
export const maxTokens = 2000;
const penalty = 0.1;
/** The longest `retry-after` the SDK is allowed to wait for before retrying (docs/limits.md#ai: honoured if under 60 s). */
const maxRetryAfterMs = 60_000;

export interface AiConfig {
  client: OpenAI;
  model: string;
  seoModel: string;
}

/** How long the provider asks to wait, in ms, from `retry-after-ms` or `retry-after` (seconds or a date); else null. */
function retryAfterMs(headers: Headers | undefined): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return ms;
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : date - Date.now();
}

/** `fetch`, except that an answer asking to wait a minute or more says `x-should-retry: false` (see the header). */
async function underMinute(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  const wait = retryAfterMs(res.headers);
  if (wait === null || wait < maxRetryAfterMs) return res;
  const headers = new Headers(res.headers);
  headers.set('x-should-retry', 'false');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** The client for this request's env, or 503 `ai_not_configured` without a key. */
export function aiClient(env: Env): AiConfig {
  const apiKey = env.AI_API_KEY?.trim();
  if (!apiKey) {
    throw new ApiError(503, 'ai_not_configured', 'The AI assistant is not configured: the AI_API_KEY secret is not set.');
  }
  const client = new OpenAI({
    apiKey,
    baseURL: env.AI_BASE_URL || undefined,
    timeout: aiTimeoutMs(env),
    maxRetries,
    fetch: underMinute,
  });
  return { client, model: env.AI_MODEL || defaultModel, seoModel: env.AI_SEO_MODEL || defaultSeoModel };
}

/** The options every chat call shares (docs/api.md#ai): max tokens 2000, both penalties 0.1. */
export const sharedOptions = { max_tokens: maxTokens, frequency_penalty: penalty, presence_penalty: penalty } as const;

/** Whole seconds for our Retry-After: the provider's wait rounded up, or 20 s when it named none. */
export function retryAfterSeconds(headers: Headers | undefined): number {
  const ms = retryAfterMs(headers);
  return ms === null || ms <= 0 ? 20 : Math.ceil(ms / 1000);
}

/** An AI failure as our API answers it; `retryAfter` (seconds) goes out as the Retry-After header (`handleError`). */
export class AiError extends ApiError {
  constructor(status: 429 | 502 | 503 | 504, code: string, message: string, retryAfter: number | null = null) {
    super(status, code, message, retryAfter);
  }
}

export const invalidAnswer = (message: string) => new AiError(502, 'ai_invalid_answer', message);

/**
 * The SDK's errors as docs/errors.md#ai-provider-errors names them. Checked subclass first: a timeout is a connection error, and every one of
 * them is an `APIError`. Anything else is not the provider's doing and is rethrown as is.
 */
export function providerError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiError(504, 'ai_timeout', 'The AI provider did not answer in time. Please try again.');
  }
  if (error instanceof OpenAI.APIUserAbortError) {
    return new AiError(502, 'ai_unavailable', 'The AI request was cancelled before the provider answered.');
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiError(502, 'ai_unavailable', 'The AI provider could not be reached. Please try again in a moment.');
  }
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError(502, 'ai_auth', 'The AI provider refused the key: check the AI_API_KEY secret (and AI_BASE_URL).');
  }
  if (error instanceof OpenAI.RateLimitError) {
    const message = 'The AI provider is rate limiting our requests. Please try again shortly.';
    return new AiError(503, 'ai_rate_limited', message, retryAfterSeconds(error.headers));
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status >= 500) return new AiError(502, 'ai_unavailable', 'The AI provider failed. Please try again in a moment.');
    // 400, 404, 409, 422 and anything else: the provider refused this request (bad model name, base URL…).
    return new AiError(502, 'ai_rejected', `API request failed: ${error.message}`);
  }
  return error;
}
