import { errorBody } from '@rdj/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorOf, logFailure } from './log';

/**
 * A known failure: becomes `{ error: { code, message } }` with its status in `onError`. `retryAfter` (whole seconds)
 * goes out as the Retry-After header: every API answer that asks the client to wait is an `ApiError` carrying it, and
 * `handleError` is the one place the header is set.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(status, { message });
  }
}

/** The Retry-After header asking a client to wait `seconds` (API errors through `handleError`, pages in html/pages.ts). */
export function retryAfterHeader(seconds: number): Record<string, string> {
  return { 'Retry-After': String(seconds) };
}

/**
 * The one place errors become responses (the app's only `onError`: sub-apps have none). Unknown errors are logged
 * and answered without details.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    const headers = err.retryAfter === null ? undefined : retryAfterHeader(err.retryAfter);
    return c.json(errorBody(err.code, err.message), err.status, headers);
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.status === 413 ? 'payload_too_large' : 'http_error', err.message || 'Request failed'), err.status);
  }
  logFailure({ kind: 'internal_error', route: c.req.routePath, status: 500, ...errorOf(err) });
  return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
}

/**
 * Anything no route answers: an unknown `/api` route (the API's catch-all, so it never falls through to a page), or
 * a request outside `/api` no route takes (a POST to a page, for instance; page GETs never get here, they have their
 * own 404 page).
 */
export function notFound(c: Context): Response {
  const api = c.req.path === '/api' || c.req.path.startsWith('/api/');
  return c.json(errorBody('not_found', `${api ? 'No API route' : 'Nothing at'} ${c.req.method} ${c.req.path}`), 404);
}
