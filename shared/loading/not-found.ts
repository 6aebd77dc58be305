import { ApiClientError } from '../src/api-client';

/**
 * The one not-found rule of every load by what an address names (docs/architecture.md#loading-data): the API answered
 * 404, or 400 because it refused the id or slug as malformed, since that is the only input and a malformed one names
 * nothing either. The edge reads it from an answer's status, the browser from the API client's error.
 */
export function namesNothing(status: number): boolean {
  return status === 404 || status === 400;
}

/** `namesNothing` for a failed `api()` call in the browser. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiClientError && namesNothing(error.status);
}
