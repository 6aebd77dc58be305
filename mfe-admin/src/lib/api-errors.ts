import { ApiClientError } from '@rdj/shared/client';

/** 409: a save refused because the post changed since it was loaded, or a name whose slug is taken. */
export function isConflict(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 409;
}

/** A request the server refused as invalid (400), whose message says what to fix. */
export function isInvalid(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 400;
}
