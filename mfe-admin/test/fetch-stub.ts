import { vi } from 'vitest';

/** What the stubbed network answers for one request. */
export interface Reply {
  status: number;
  body?: unknown;
  /** A response to answer as it is (a streamed body), instead of `body` as JSON. */
  raw?: Response;
}

/** A fixed reply, a sequence (the last one repeats) or a function for replies a test releases itself. */
export type Handler = Reply | Reply[] | (() => Promise<Reply>);

/**
 * Replaces `fetch` (the network boundary) with canned answers keyed by `METHOD /path?query`.
 * Unknown requests answer 404 in the API's error shape, so a missing stub fails loudly in the UI under test.
 * @example const fetchMock = stubFetch({ 'GET /api/auth/user': { status: 401, body: unauthenticated } });
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const queues = new Map(Object.entries(handlers).map(([key, handler]) => [key, Array.isArray(handler) ? [...handler] : handler]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = requestKey(input, init);
    const handler = queues.get(key);
    const reply = await replyOf(handler, key);
    if (reply.raw) return reply.raw;
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

export const signedIn: Reply = { status: 200, body: { user: { id: 'u1', email: 'admin@example.com' } } };
export const unauthenticated: Reply = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Sign in to continue' } },
};
export const noPageViews: Reply = { status: 200, body: { since: '2026-04-01', totals: [] } };
/** `GET /api/admin/alerts` before anyone has signed up: the dashboard's Job alerts card. */
export const noAlertStats: Reply = { status: 200, body: { categories: [], pending: 0, sentToday: 0, failures: [] } };
/** `GET /api/jobs/freshness` of an index filled and well: the dashboard's Job index card. */
export const freshIndex: Reply = { status: 200, body: { refreshedAt: '2026-11-28T09:16:00.000Z', jobs: 363, running: false, failingSince: null, deadLetters: 0, lastDeadLetter: null } };
/** `GET /api/admin/link-checks` with no job flagged: the dashboard's Flagged links card. */
export const noFlaggedLinks: Reply = { status: 200, body: { flagged: [] } };

/** Neither search engine configured, nothing sent today (docs/search-engines.md#what-the-admin-sees). */
export const noSearchEnginePings: Reply = {
  status: 200,
  body: { day: '2026-11-28', google: { configured: false, sent: 0, quota: 200 }, indexNow: { configured: false, sent: 0 }, failed: 0, failures: [] },
};

/** The JSON bodies sent to `METHOD /path?query`, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof stubFetch>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => requestKey(input, init) === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * A reply the test releases itself, to look at the page while the request is under way. Released before the request
 * is sent, it answers the request when it comes: a page often shows its loading state on its first render and sends
 * the request from an effect, which React may run only after the test has seen that state (on a loaded machine it
 * did, and a reply dropped then left the test waiting until its time limit).
 */
export function held() {
  let waiting: ((reply: Reply) => void) | null = null;
  let early: Reply | null = null;
  const handler = () =>
    new Promise<Reply>((resolve) => {
      if (early) {
        resolve(early);
        early = null;
      } else waiting = resolve;
    });
  const release = (reply: Reply) => {
    if (waiting) {
      waiting(reply);
      waiting = null;
    } else early = reply;
  };
  return { handler, release };
}
