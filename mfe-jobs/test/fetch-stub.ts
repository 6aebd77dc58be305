import type { BoardJob, JobListPage } from '@rdj/shared';
import { vi } from 'vitest';
import { listPage } from './pages';

/** What the stubbed network answers for one request. */
export interface Reply {
  status: number;
  body?: unknown;
}

/** A fixed reply, a sequence (the last one repeats) or a function for replies a test releases itself. */
export type Handler = Reply | Reply[] | (() => Promise<Reply>);

/**
 * Replaces `fetch` (the network boundary) with canned answers keyed by `METHOD /path?query`.
 * Unknown requests answer 404 in the API's error shape, so a missing stub fails loudly in the UI under test.
 * @example const fetchMock = stubFetch({ 'GET /api/jobs/featured': { status: 200, body: { jobs: [] } } });
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const queues = new Map(Object.entries(handlers).map(([key, handler]) => [key, Array.isArray(handler) ? [...handler] : handler]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = requestKey(input, init);
    const handler = queues.get(key);
    const reply = await replyOf(handler, key);
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1');
  return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
}

async function replyOf(handler: Handler | undefined, key: string): Promise<Reply> {
  if (handler === undefined) return { status: 404, body: { error: { code: 'not_found', message: `No stub for ${key}` } } };
  if (typeof handler === 'function') return handler();
  if (Array.isArray(handler)) return (handler.length > 1 ? handler.shift() : handler[0]) ?? { status: 500 };
  return handler;
}

/** How many requests went to `METHOD /path?query`. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, key: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => requestKey(input, init) === key).length;
}


/** A reply the test sends when it chooses: `handler` for `stubFetch`, `release` to answer. */
export function heldReply() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

/** A page of `GET /api/jobs` as the stubbed network answers it (`listPage`). */
export function jobsReply(jobs: BoardJob[], page: number, more: boolean, overrides: Partial<JobListPage<BoardJob>> = {}): Reply {
  return { status: 200, body: listPage(jobs, page, more, overrides) };
}
