/**
 * Faults: the key picks them, as with the AI and job sandboxes' `fault-` keys; any other non-empty key is accepted.
 *   fault-500      500 internal_server_error
 *   fault-429      429 rate_limit_exceeded with `retry-after: 1` (and Resend's `ratelimit-*` headers)
 *   fault-403      403 invalid_api_key
 *   fault-timeout  never answers (close() still ends at once)
 *   fault-bounce   accepted as usual (200 and an id, kept and listed), but marked `bounced: true` and, with a
 *                  webhook, reported to it as Resend reports a bounce (`webhook.ts`)
 *
 * The first four answer before the body is checked, as the real API checks the key and the rate first
 * (`answerFault`). They apply to `POST /emails` and `POST /emails/batch`.
 */
import type { ServerResponse } from 'node:http';
import { ApiError, sendError } from './http';

const rateLimited = { 'retry-after': '1', 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '1' };

const faults = new Map<string, ApiError>([
  ['fault-500', new ApiError(500, 'internal_server_error', 'An unexpected error occurred.')],
  ['fault-429', new ApiError(429, 'rate_limit_exceeded', 'Too many requests. See the rate limit response headers.', rateLimited)],
  ['fault-403', new ApiError(403, 'invalid_api_key', 'API key is invalid')],
]);

/** The key whose mail is accepted but bounces. */
export const bounceKey = 'fault-bounce';

/** Answers for a key of the first four, before its request is parsed, and says so; false for any other key. */
export function answerFault(res: ServerResponse, key: string): boolean {
  if (key === 'fault-timeout') return true; // the socket stays open until the client gives up or close() ends it
  const fault = faults.get(key);
  if (!fault) return false;
  sendError(res, fault);
  return true;
}
