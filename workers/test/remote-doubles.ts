/**
 * Stand-ins for the remotes' own workers behind the gateway's service bindings, for the gateway's tests (the real
 * remote workers run in the browser tests' platform). They answer like a remote worker, and a query `fault=` makes
 * one fail the ways a real one can: `throw`, `hang` (past the render budget), `500`, `garbage` (not JSON). A path
 * ending in `/missing` is a page not found (404); `fault=unloaded`, a page whose data could not be loaded (503).
 */
/**
 * The release each version of a double serves. Like a remote during a canary, two versions stand behind one binding:
 * a request with the version key `canaryKey` reaches the new one, as does one whose version overrides name
 * `version-new`; every other reaches the one serving now. Each answer says which key it was asked with (`X-Version-Key-Seen`).
 */
const stableRelease = '20260101000000';
/**
 * The one key the new version is given. The gateway deals a key by the client's address, so which test clients
 * meet the new version is fixed, as it is for a visitor.
 */
const canaryKey = 'v99';
const canaryRelease = '20260201000000';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function remoteDouble(name: string) {
  // Numbers each rendering, so a test can tell a page rendered now from one the edge cached.
  let renders = 0;
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const key = request.headers.get('Cloudflare-Workers-Version-Key') ?? '';
    // Asked for the new version by name (a smoke test's overrides), it answers too.
    const canary = key === canaryKey || (request.headers.get('Cloudflare-Workers-Version-Overrides') ?? '').includes('"version-new"');
    const release = canary ? canaryRelease : stableRelease;
    // Every answer names the key it was asked with, and the version that answered, as a remote worker does.
    const seen = { 'X-Version-Key-Seen': key, 'X-Remote-Version': canary ? 'version-new' : 'version-serving' };
    const fault = url.searchParams.get('fault');
    if (fault === 'throw') throw new Error(`${name} double told to throw`);
    if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, 5_000));
    if (fault === '500') return json({ error: { code: 'render_failed', message: 'told to fail' } }, 500, seen);
    if (fault === 'garbage') return new Response('<html>not json</html>');
    const current = { release, preload: [`/mfe/${name}/${release}/assets/routes-x.js`], styles: [`/mfe/${name}/${release}/assets/style-x.css`] };
    if (url.pathname === `/mfe/${name}/current.json`) return json(current, 200, seen);
    if (url.pathname === `/mfe/${name}/remoteEntry.js`) {
      return new Response(null, { status: 302, headers: { Location: `/mfe/${name}/${release}/assets/remoteEntry.js` } });
    }
    if (url.pathname === `/mfe/${name}/${release}/assets/style-x.css`) {
      // A stylesheet the page inlines; its last rule tries to close the style element.
      return new Response(`.remote-double{color:#123}.x::after{content:"</style><b>closed</b>"}`, { headers: { 'Content-Type': 'text/css', ...seen } });
    }
    if (url.pathname.startsWith(`/mfe/${name}/`)) return json({ error: { code: 'not_found', message: 'No file' } }, 404);
    // A render asked for by a POST carries a refused form's state, which the page shows (as JSON, escaped).
    const form = request.method === 'POST' ? ((await request.json()) as { form: unknown }).form : undefined;
    const shown = form === undefined ? '' : `<pre class="remote-form">${escapeHtml(JSON.stringify(form))}</pre>`;
    const html = `<section class="remote-double"><h1>${name} page at ${url.pathname}</h1><p>rendering ${++renders}</p><p>version key ${escapeHtml(key)}</p>${shown}</section>`;
    // As a remote worker answers (shared/edge/remote-worker.ts): status and release in headers, the page's HTML.
    return new Response(html, {
      headers: {
        ...seen,
        'Content-Type': 'text/html; charset=utf-8',
        // A page whose data could not be loaded says so itself, with 503.
        'X-Remote-Status': url.pathname.endsWith('/missing') ? '404' : fault === 'unloaded' ? '503' : '200',
        'X-Remote-Release': JSON.stringify(current),
        // Resource hints as React writes them before a fragment: an image preload, or (told to) a script.
        'X-Remote-Head': encodeURIComponent(
          url.searchParams.get('fault') === 'head' ? '<script>alert(1)</script>' : `<link rel="preload" as="image" href="/blog-images/${name}.png"/>`,
        ),
      },
    });
  };
}
