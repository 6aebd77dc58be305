import type { Reply } from './fetch-stub';

/**
 * A streamed `application/x-ndjson` answer the test writes into piece by piece (pieces need not end on a line), to
 * look at the page while the rest is still to come.
 * @example const answer = ndjsonStream(); stubFetch({ 'POST /x': answer.handler }); answer.write('{"delta":"Hi"}\n');
 */
export function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
  return {
    handler: (): Promise<Reply> => Promise.resolve({ status: 200, raw: response }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** NDJSON lines, each object on its own line. */
export const lines = (...objects: unknown[]) => objects.map((o) => `${JSON.stringify(o)}\n`).join('');
