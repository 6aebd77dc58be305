import { describe, expect, it, vi } from 'vitest';
import { trackedBody } from '../test/tracked-body';
import { remoteWorker, type Fetcher, type RemoteWorkerEnv } from './remote-worker';

const release = { release: '20261101000000', preload: ['/mfe/blog/20261101000000/assets/routes-x.js'], styles: [] };

/** A remote's static assets: current.json and one release's entry; every read is counted. */
function assets(current: unknown = release): Fetcher & { reads: string[] } {
  const reads: string[] = [];
  const files: Record<string, string> = {
    '/current.json': JSON.stringify(current),
    '/20261101000000/assets/remoteEntry.js': 'export {}',
  };
  return {
    reads,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      reads.push(path);
      return path in files ? new Response(files[path]) : new Response('nope', { status: 404 });
    },
  };
}

function envWith(files: Fetcher, api: Fetcher = { fetch: async () => Response.json({}) }): RemoteWorkerEnv {
  return { ASSETS: files, API: api, CF_VERSION_METADATA: { id: 'version-7' } };
}

const get = (worker: ReturnType<typeof remoteWorker>, env: RemoteWorkerEnv, path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://blog.internal${path}`, init), env);

describe('a remote’s own worker', () => {
  it('redirects the stable entry address, uncached, to the entry of the release current.json names', async () => {
    const res = await get(remoteWorker('blog'), envWith(assets()), '/mfe/blog/remoteEntry.js');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/mfe/blog/20261101000000/assets/remoteEntry.js');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('names the version of itself that answered on every answer: a file, a redirect, a page, an error', async () => {
    const worker = remoteWorker('blog', async () => ({ status: 200, html: '<p>page</p>' }));
    for (const [path, status] of [
      ['/mfe/blog/20261101000000/assets/remoteEntry.js', 200],
      ['/mfe/blog/remoteEntry.js', 302],
      ['/blog', 200],
      ['/mfe/blog/20261101000000/assets/gone.js', 404],
    ] as const) {
      const res = await get(worker, envWith(assets()), path);
      expect([res.status, res.headers.get('X-Remote-Version')], path).toEqual([status, 'version-7']);
    }
  });

  it('serves a release’s files for good (immutable) and a missing one as a JSON 404', async () => {
    const worker = remoteWorker('blog');
    const file = await get(worker, envWith(assets()), '/mfe/blog/20261101000000/assets/remoteEntry.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const missing = await get(worker, envWith(assets()), '/mfe/blog/20261101000000/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it.each([null, { release: '../../etc' }, { release: '20261101000000', preload: 'x', styles: [] }])(
    'answers 503 remote_not_shipped when current.json is %j',
    async (current) => {
      const res = await get(remoteWorker('blog'), envWith(assets(current)), '/mfe/blog/remoteEntry.js');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('remote_not_shipped');
    },
  );

  it('reads current.json once per isolate (a deploy or rollback starts new isolates)', async () => {
    const files = assets();
    const worker = remoteWorker('blog');
    await get(worker, envWith(files), '/mfe/blog/remoteEntry.js');
    await get(worker, envWith(files), '/mfe/blog/current.json');
    expect(files.reads.filter((path) => path === '/current.json')).toHaveLength(1);
  });

  it('answers a render request with the page’s HTML as its body, status and release in its headers', async () => {
    const api: Fetcher = { fetch: async (request) => Response.json({ asked: new URL(request.url).pathname }) };
    const worker = remoteWorker('blog', async (url, ask) => {
      const { asked } = (await (await ask('/api/posts')).json()) as { asked: string };
      return { status: 503, html: `<h1>${url.pathname} from ${asked}</h1>` };
    });
    const res = await get(worker, envWith(assets(), api), '/blog?page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Remote-Status')).toBe('503');
    expect(JSON.parse(res.headers.get('X-Remote-Release') ?? '')).toEqual(release);
    expect(await res.text()).toBe('<h1>/blog from /api/posts</h1>');
  });

  it('sends the image preloads React put before the HTML in a header, not in the HTML the browser hydrates', async () => {
    const preload = '<link rel="preload" as="image" href="/blog-images/a b.png"/>';
    const worker = remoteWorker('blog', async () => ({ status: 200, html: `${preload}<article><img src="/blog-images/a b.png"/></article>` }));
    const res = await get(worker, envWith(assets()), '/blog/a-post');
    expect(decodeURIComponent(res.headers.get('X-Remote-Head') ?? '')).toBe(preload);
    expect(await res.text()).toMatch(/^<article>/);
  });

  it('answers a render that throws with a JSON 500, which the gateway turns into the Retry message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const worker = remoteWorker('blog', async () => {
      throw new Error('boom');
    });
    const res = await get(worker, envWith(assets()), '/blog');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('render_failed');
  });

  it('renders a page again with the refused form’s state the gateway posts, and hands the state to the page', async () => {
    const worker = remoteWorker('jobs', async (url, _ask, form) => ({ status: 200, html: `<p>${form?.errors.title ?? 'no form'}</p>` }));
    const form = { values: { title: '' }, errors: { title: 'Job title is required' } };
    const res = await get(worker, envWith(assets()), '/post-job', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<p>Job title is required<\/p>/);
  });

  it.each([
    ['not JSON', 'text/plain', 'x'],
    ['JSON without a form', 'application/json', '{"values":{}}'],
    ['a form whose fields are not text', 'application/json', '{"form":{"values":{"a":1},"errors":{}}}'],
    ['broken JSON', 'application/json', '{"form":'],
    ['a form state over 256 kB', 'application/json', JSON.stringify({ form: { values: { a: 'x'.repeat(300_000) }, errors: {} } })],
  ])('refuses a POST with %s like any other POST (405)', async (_case, type, body) => {
    const worker = remoteWorker('jobs', async () => ({ status: 200, html: 'rendered' }));
    const res = await get(worker, envWith(assets()), '/post-job', { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(res.status).toBe(405);
  });

  it('renders nothing for a remote without pages at the edge (mfe-admin) and refuses other methods', async () => {
    const worker = remoteWorker('admin');
    expect((await get(worker, envWith(assets()), '/admin/login')).status).toBe(404);
    const post = await get(worker, envWith(assets()), '/mfe/admin/remoteEntry.js', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('a remote’s own worker and request bodies', () => {
  it('answers 405 to a POST and reads its body through first, never cancelling it', async () => {
    const { stream: body, state } = trackedBody(32);
    const res = await get(remoteWorker('blog'), envWith(assets()), '/blog', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(405);
    expect(state).toEqual({ sent: 32, finished: true, cancelled: false });
  });
});

