/**
 * Every request body is read to its end before the answer goes out, whatever the route did with it: read it all,
 * stopped part way (an oversized upload), refused it unread (a 401, a 403, a 404, a route that takes no body) or
 * cancelled it. This is the one place that does it, wrapped around the `fetch` of every worker (the gateway and each
 * remote's).
 *
 * Why: `wrangler dev` proxies each request to workerd. When a worker answers or cancels a body while the client is
 * still sending it, workerd stops reading that connection; the proxy's write then fails ("Broken pipe"), it answers
 * 503 "Your worker restarted mid-request" or 500 "Network connection lost", and after a few such failures the whole
 * server exits (docs/platform-faults.md). On Cloudflare's edge the same bytes are only read and thrown away: nothing
 * is kept, so a large body costs reading time, never memory, and the edge caps bodies at 100 MB.
 *
 * How: the handler gets a request whose body is a view of the client's stream. Cancelling the view stops the
 * handler's reads, never the client's stream, which is then read through here. A GET or HEAD never has a body for
 * the handler: one sent anyway is read through first.
 *
 * @example
 * export default { fetch: drainBodies(app.fetch) };
 */
export function drainBodies<Rest extends unknown[]>(
  handle: (request: Request, ...rest: Rest) => Response | Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async function drainedFetch(request, ...rest) {
    const body = request.body;
    if (!body) return handle(request, ...rest);
    const source = body.getReader();
    if (request.method === 'GET' || request.method === 'HEAD') {
      await readToEnd(source);
      return handle(new Request(request.url, { method: request.method, headers: request.headers }), ...rest);
    }
    try {
      return await handle(new Request(request, viewInit(source)), ...rest);
    } finally {
      await readToEnd(source);
    }
  };
}

/** `duplex: 'half'` is what a stream body needs outside workerd (Node's fetch); workerd ignores it. */
function viewInit(source: ReadableStreamDefaultReader<Uint8Array>): RequestInit {
  return { body: viewOf(source), duplex: 'half' } as RequestInit;
}

/** A stream that reads from `source` only when its reader asks; cancelling it leaves `source` to `readToEnd`. */
function viewOf(source: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
}

/** Reads and throws away what is left; a client that went away mid-body simply ends it. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // Nothing more will come.
  }
}
