import { ApiClientError } from '@rdj/shared/client';

/**
 * What an AI call's failure says (docs/errors.md#ai-provider-errors): the server's own message (its JSON error or a stream's error line), or
 * `fallback` (one of `aiMessages`) when the server could not be reached or answered nothing readable.
 */
export function aiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.status !== 0 && error.code !== 'http_error') return error.message;
  return fallback;
}
