import { errorBody } from '../src/errors';
import type { FormState } from '../src/forms';
import { formStateOf } from './form-state';
import { drainBodies } from './drain-body';
import {
  isReleaseName,
  isRemoteRelease,
  remoteDataDelimiter,
  remoteHeadHeader,
  remotePath,
  remoteReleaseHeader,
  remoteStatusHeader,
  splitResourceHints,
  type RemoteName,
  type RemoteRelease,
} from '../src/remotes';

/** Anything that answers requests: a service binding or the static assets binding. */
export interface Fetcher {
  fetch(request: Request): Promise<Response>;
}

/** A remote worker's bindings: its own built releases, and the gateway for the API its pages read. */
export interface RemoteWorkerEnv {
  ASSETS: Fetcher;
  API: Fetcher;
}

/** Asks the gateway's API for `path` (for example `/api/jobs/featured`). */
export type ApiFetch = (path: string) => Promise<Response>;

export interface RenderedContent {
  status: number;
  html: string;
  data?: unknown;
}

/**
 * Renders the remote's part of the page at `url` (pathname and query of the visitor's request); `form` is the state
 * of a form posted to that page and refused, which the page shows (docs/pages.md, forms).
 */
export type RenderPage = (url: URL, api: ApiFetch, form: FormState | null) => Promise<RenderedContent>;

const immutable = 'public, max-age=31536000, immutable';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The edge worker of one remote: it serves the remote's releases under `/mfe/{name}/`, redirects the stable entry
 * address to the current release, and (with `render`) answers the gateway's render requests for its pages.
 * The current release is `current.json` in its assets: a deploy or a rollback of this worker alone changes it.
 */
export function remoteWorker(name: RemoteName, render?: RenderPage) {
  const prefix = remotePath(name);
  // A plain value per isolate (never a shared promise): a new deploy or rollback starts new isolates.
  let current: RemoteRelease | null = null;

  async function currentRelease(env: RemoteWorkerEnv, origin: string): Promise<RemoteRelease | null> {
    if (current) return current;
    const res = await env.ASSETS.fetch(new Request(new URL('/current.json', origin)));
    const body: unknown = res.ok ? await res.json().catch(() => null) : (await res.body?.cancel(), null);
    if (isRemoteRelease(body)) current = body;
    return current;
  }

  async function serveFile(request: Request, env: RemoteWorkerEnv, rest: string): Promise<Response> {
    if (rest === 'remoteEntry.js' || rest === 'current.json') {
      const release = await currentRelease(env, request.url);
      if (!release) return json(errorBody('remote_not_shipped', `Remote ${name} has no release yet`), 503);
      if (rest === 'current.json') return json(release);
      return new Response(null, {
        status: 302,
        headers: { Location: `${prefix}${release.release}/assets/remoteEntry.js`, 'Cache-Control': 'no-store' },
      });
    }
    const [version] = rest.split('/');
    const res = isReleaseName(version) ? await env.ASSETS.fetch(new Request(new URL(`/${rest}`, request.url))) : null;
    if (!res || !res.ok) {
      await res?.body?.cancel();
      return json(errorBody('not_found', `No file at ${prefix}${rest}`), 404);
    }
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', immutable);
    return new Response(res.body, { status: res.status, headers });
  }

  async function renderPage(url: URL, env: RemoteWorkerEnv, form: FormState | null = null): Promise<Response> {
    const release = await currentRelease(env, url.origin);
    if (!render || !release) {
      return json(errorBody('not_rendered', `Remote ${name} renders no page at ${url.pathname}`), 404);
    }
    const api: ApiFetch = (path) => env.API.fetch(new Request(new URL(path, url.origin), { headers: { Accept: 'application/json' } }));
    const content = await render(url, api, form);
    // The data goes into a JSON script in the page: nothing in it may close the script.
    const data = JSON.stringify(content.data ?? null).replace(/</g, '\\u003c');
    const { hints, body } = splitResourceHints(content.html);
    return new Response(body + remoteDataDelimiter + data, {
      headers: {
        [remoteHeadHeader]: encodeURIComponent(hints),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        [remoteStatusHeader]: String(content.status),
        [remoteReleaseHeader]: JSON.stringify(release),
      },
    });
  }

  function renderFailed(url: URL, error: unknown): Response {
    console.error(`remote ${name} failed to render ${url.pathname}`, error);
    return json(errorBody('render_failed', `Remote ${name} could not render ${url.pathname}`), 500);
  }

  return {
    fetch: drainBodies(async (request: Request, env: RemoteWorkerEnv): Promise<Response> => {
      const url = new URL(request.url);
      if (request.method === 'POST' && !url.pathname.startsWith(prefix)) {
        const form = await formStateOf(request);
        if (form) return renderPage(url, env, form).catch((error: unknown) => renderFailed(url, error));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(errorBody('method_not_allowed', `${request.method} is not allowed here`), 405, { Allow: 'GET, HEAD' });
      }
      if (url.pathname.startsWith(prefix)) return serveFile(request, env, url.pathname.slice(prefix.length));
      return renderPage(url, env).catch((error: unknown) => renderFailed(url, error));
    }),
  };
}

/** The whole HTML of a React stream once every Suspense boundary in it (lazy pages too) has rendered. */
export async function allHtml(stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }): Promise<string> {
  await stream.allReady;
  return new Response(stream).text();
}
