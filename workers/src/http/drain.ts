import type { Context, Next } from 'hono';

/**
 * Reads a request body to its end, throwing the bytes away; a client that goes away mid-body simply ends it.
 * Answering while a client is still sending breaks `wrangler dev`'s proxy: the next request fails with "Network
 * connection lost" and after a few the server exits (open cloudflare/workers-sdk reports). So every body a request
 * is refused with is read to the end first. Nothing is kept, so a large body costs reading time, not memory
 * (Cloudflare's edge caps request bodies at 100 MB).
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client aborted: nothing is left to read.
  }
}

/**
 * Drains a body the answer never touched (a 403 cross-site refusal, a 401, a 404 route, a query refused before the
 * body was read) before the answer goes out. A handler that started reading a body finishes it itself (`jsonBody`).
 *
 * @example
 * app.use('*', drainUnreadBody)
 */
export async function drainUnreadBody(c: Context, next: Next): Promise<void> {
  const request = c.req.raw;
  await next();
  if (request.body && !request.bodyUsed && !request.body.locked) await drain(request.body.getReader());
}
