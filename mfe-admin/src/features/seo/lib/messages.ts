import { ApiClientError } from '@rdj/shared/client';

/** The server's own message (or why it could not be reached); undefined when it answered without one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiClientError) || error.code === 'http_error') return undefined;
  return error.message;
}
