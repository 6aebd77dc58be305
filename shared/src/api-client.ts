import { isErrorBody } from './errors';

/** An API answer other than 2xx, carrying the server's code and message. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** The API client's message (the server's own, or why the server could not be reached); otherwise `fallback`. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiClientError ? error.message : fallback;
}

/**
 * Calls our own `/api`. JSON in, JSON out; a non-2xx answer throws an ApiClientError with the server's message.
 * @example const user = await api<{ user: SessionUser }>('/api/auth/user');
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiClientError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  // A body cut off because the caller aborted is not an answer: the caller's abort handling sees the abort.
  const body: unknown =
    res.status === 204
      ? null
      : await res.json().catch((err: unknown) => {
          if (rest.signal?.aborted) throw err;
          return null;
        });
  if (!res.ok) {
    if (isErrorBody(body)) throw new ApiClientError(res.status, body.error.code, body.error.message);
    throw new ApiClientError(res.status, 'http_error', `Request failed (${res.status})`);
  }
  return body as T;
}

/** Fired on window when a sign-in or sign-out happens, so the header can refresh its admin links. */
export const sessionChangedEvent = 'rdj:session-changed';
