/**
 * The jobs' apply pages, as the employers' sites would serve them (docs/job-index.md#link-checks): every job's link is
 * `{origin}/listing/{id}/{slug}`. Each page has a switch, set by `PUT /__apply/{id}` with `{"state": …}` and read by
 * `GET /__apply/{id}` with the requests it received (time and User-Agent), so tests see what the link check did:
 * - `live` (the default): 200 with a page;
 * - `not-found`, `gone`: 404, 410;
 * - `front-page`, `careers`: a 302 to `/` or `/careers`, both of which answer 200;
 * - `slow`: no answer at all, until the client gives up;
 * - `redirect-loop`: a 302 to the same page again, without end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const applyStates = ['live', 'not-found', 'gone', 'front-page', 'careers', 'slow', 'redirect-loop'] as const;
type ApplyState = (typeof applyStates)[number];

/** The sandbox's own address for a job's link: the provider's `https://jobs.example.com/listing/…` moved to `origin`. */
export function ownLink(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

const page = (res: ServerResponse, status: number, title: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

const answers: Record<ApplyState, (res: ServerResponse, path: string) => void> = {
  live: (res) => page(res, 200, 'Apply for this job'),
  'not-found': (res) => page(res, 404, 'Not found'),
  gone: (res) => page(res, 410, 'This job has been filled'),
  'front-page': (res) => redirect(res, '/'),
  careers: (res) => redirect(res, '/careers'),
  slow: () => {}, // the socket stays open until the client gives up or close() ends it
  'redirect-loop': (res, path) => redirect(res, path),
};

interface ApplyRequest {
  at: string;
  userAgent: string | null;
}

/** The apply pages of the jobs whose link ids `knownIds` lists, and their switches. */
export function applyPages(knownIds: () => ReadonlySet<string>) {
  const states = new Map<string, ApplyState>();
  const requests = new Map<string, ApplyRequest[]>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const status = (id: string) => ({ id, state: states.get(id) ?? 'live', requests: requests.get(id) ?? [] });

  /** Answers `req` when it is an apply page or a switch (true), else leaves it to the caller (false). */
  return async function serve(req: IncomingMessage, res: ServerResponse, path: string, body: () => Promise<string>): Promise<boolean> {
    if (req.method === 'GET' && path === '/') return (page(res, 200, 'Jobs Example'), true);
    if (req.method === 'GET' && path === '/careers') return (page(res, 200, 'Careers at Jobs Example'), true);
    const listing = /^\/listing\/(\d+)\/[^/]*$/.exec(path);
    const control = /^\/__apply\/(\d+)$/.exec(path);
    const id = (listing ?? control)?.[1];
    if (id === undefined) return false;
    if (!knownIds().has(id)) return (json(res, 404, { error: `No job ${id}` }), true);
    if (listing && req.method === 'GET') {
      requests.set(id, [...(requests.get(id) ?? []), { at: new Date().toISOString(), userAgent: req.headers['user-agent'] ?? null }]);
      answers[states.get(id) ?? 'live'](res, path);
      return true;
    }
    if (control && req.method === 'GET') return (json(res, 200, status(id)), true);
    if (control && req.method === 'PUT') {
      const state = (JSON.parse(await body()) as { state?: unknown }).state;
      if (!applyStates.includes(state as ApplyState)) return (json(res, 400, { error: `Send {"state": one of ${applyStates.join(', ')}}` }), true);
      states.set(id, state as ApplyState);
      requests.delete(id);
      return (json(res, 200, status(id)), true);
    }
    return false;
  };
}
