import { ApiClientError } from '@rdj/shared/client';

/** The API client's message (the server's own, or why the server could not be reached); otherwise `fallback`. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiClientError ? error.message : fallback;
}

/** 409: a save refused because the post changed since it was loaded, or a name whose slug is taken. */
export function isConflict(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 409;
}

/** A request the server refused as invalid (400), whose message says what to fix. */
export function isInvalid(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 400;
}

/**
 * A load by the id in the address found nothing: 404, or 400 when the server refuses the id as malformed, since
 * the id is the only input and a malformed one names nothing either.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 404 || error.status === 400);
}
