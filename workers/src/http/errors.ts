import { errorBody } from '@rdj/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A known failure: becomes `{ error: { code, message } }` with its status in `onError`. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(status, { message });
  }
}

/** The one place errors become responses. Unknown errors are logged and answered without details. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.status === 413 ? 'payload_too_large' : 'http_error', err.message || 'Request failed'), err.status);
  }
  console.error(err);
  return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
}

/** Anything no route answers (a POST to a page, for instance): page GETs never get here, they have their own 404 page. */
export function notFound(c: Context): Response {
  return c.json(errorBody('not_found', `Nothing at ${c.req.method} ${c.req.path}`), 404);
}
