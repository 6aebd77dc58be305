import {
  formStateElementId,
  isRemoteName,
  pagePath,
  postingIdOf,
  releaseEntryPath,
  remoteDataElementId,
  remoteModulesElementId,
  remoteReleasesElementId,
  remoteSlotHtml,
  routeOwner,
  type RemoteName,
  type RemoteReleases,
  type RemoteRelease,
  type FormState,
} from '@rdj/shared';
import type { Context } from 'hono';
import { renderShell } from 'shell/server';
import { dbOf } from '../db/client';
import { remoteRenderBudgetMs } from '../http/config';
import { ApiError, retryAfterHeader } from '../http/errors';
import { publicOrigin } from '../http/origin';
import { redirectRefreshTag } from '../redirect/refresh';
import { remoteWorker } from '../remotes/bindings';
import { remoteReleases, renderRemote } from '../remotes/render';
import { pageHead } from '../seo/page-tags';
import { composePage, htmlResponse, jsonScript } from './compose';
import { styleTag } from './inline-styles';
import { maxAgeOf } from './max-age';
import { cachedPage, cachePage } from './page-cache';
import { streamPage } from './stream-page';
import { shellTemplate } from './template';

/** Any path that names a file is a static asset; the rest are pages. */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith('/mfe/') || path.startsWith('/assets/');
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves a built file of the shell; hashed chunks never change, so they cache forever. A missing file is a 404 in
 * the one error shape, like any other answer that is not a page.
 */
export async function serveAsset(c: Context<{ Bindings: Env }>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  if (res.status >= 400) {
    await res.body?.cancel();
    throw new ApiError(404, 'not_found', `No file at ${path}`);
  }
  if (res.ok && path.startsWith('/assets/')) {
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', immutable);
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}

/** Every remote's current release, so the shell loads any remote's entry (now or later) without the redirect. */
function releasesScript(releases: RemoteReleases): string {
  return jsonScript(remoteReleasesElementId, releases);
}

/**
 * The end of the head: the rendering remote's stylesheets (inlined: inline-styles.ts), then the list of what the
 * page runs once it has loaded (the entry and chunks of the remote that renders it, or the entry of the remote that
 * renders in the browser; docs/pages.md, speed).
 */
async function headTail(env: Env, origin: string, releases: RemoteReleases, owner: RemoteName | null, remote: RemoteRelease | null): Promise<string> {
  const files = owner ? remoteWorker(env, owner) : null;
  const styles = files ? await Promise.all((remote?.styles ?? []).map((href) => styleTag(files, origin, href))) : [];
  const entry = owner && releases[owner] ? [releaseEntryPath(owner, releases[owner])] : [];
  // Listed, not preloaded: the shell's entry requests them once the page has loaded (shared/src/app-modules.ts).
  const modules = jsonScript(remoteModulesElementId, [...new Set([...entry, ...(remote?.preload ?? [])])]);
  return [...styles, modules].join('');
}

/** How long the edge may keep a page's HTML; whatever changes it sooner forgets it (page-cache.ts). */
/** Marks where the remote's data script goes while the page around it is composed. */
const dataSlot = '<!--rdj:remote-data-slot-->';

interface RenderedPage {
  body: ReadableStream<Uint8Array> | string;
  status: number;
  /** False when it must not be cached (not found, a remote failed, a private page). */
  cacheable: boolean;
}

/**
 * Renders the page at `url`: the shell's layout around the owning remote's HTML, streamed into it as the remote
 * sends it, or around the remote's Retry message when it fails. `form` is the state of a form posted to this page
 * and refused: whoever renders the page (the shell or the remote) shows it, and the page carries it.
 */
async function renderPage(
  c: Context<{ Bindings: Env }>,
  url: URL,
  template: string,
  releases: RemoteReleases,
  form: FormState | null = null,
): Promise<RenderedPage> {
  const path = pagePath(url.pathname);
  const owner = routeOwner(path);
  const rendersHere = isRemoteName(owner) && owner !== 'admin';
  const [{ tags, found }, remote, refresh] = await Promise.all([
    pageHead(dbOf(c.env.DB), publicOrigin(c.env), path, url.search),
    rendersHere ? renderRemote(c.env, owner, url, remoteRenderBudgetMs(c.env), form) : null,
    path === '/redirect' ? redirectRefreshTag(c.env, url) : '',
  ]);
  const status = found ? 200 : 404;
  const remoteOwner = isRemoteName(owner) ? owner : null;
  const head = refresh + releasesScript(releases) + (form && !remoteOwner ? jsonScript(formStateElementId, form) : '');
  const shellOnly = { tags, head, styles: await headTail(c.env, url.origin, releases, remoteOwner, null), afterRoot: '' };
  // mfe-admin's pages are private (noindex): they arrive empty and render in the browser.
  if (owner === 'admin') return { body: await composePage(template, { ...shellOnly, root: '' }), status, cacheable: false };
  if (!remoteOwner) {
    const root = renderShell(path, 'rendered', form);
    return { body: await composePage(template, { ...shellOnly, root }), status, cacheable: found };
  }
  if (!remote) {
    // The remote failed, threw or ran out of time: the layout with its Retry message, the rest of the site intact.
    const root = renderShell(path, 'failed');
    return { body: await composePage(template, { ...shellOnly, root }), status: 503, cacheable: false };
  }
  const pageReleases = { ...releases, [remoteOwner]: remote.release.release };
  const root = renderShell(path, 'rendered');
  const styles = remote.head + (await headTail(c.env, url.origin, pageReleases, remoteOwner, remote.release));
  const page = await composePage(template, { tags, head: refresh + releasesScript(pageReleases), styles, root, afterRoot: dataSlot });
  const [before = '', rest = ''] = page.split(remoteSlotHtml);
  const [between = '', after = ''] = rest.split(dataSlot);
  const dataScript = jsonScript(remoteDataElementId(remoteOwner), '');
  const [openData = '', closeData = ''] = dataScript.split('""');
  const body = streamPage({ before, between: between + openData, after: closeData + after }, remote.body);
  const ok = found && remote.status < 400;
  return { body, status: ok ? 200 : 404, cacheable: ok };
}

/** Seconds a page served 503 (its remote failed) asks the visitor's browser or a crawler to wait before retrying. */
const pageRetryAfterSeconds = 30;

/**
 * A rendered page as the response: a page is HTML, not an API error, so it does not go through `handleError`; a 503
 * page carries its Retry-After here, the one place pages set it.
 */
function pageResponse(body: ReadableStream<Uint8Array> | string, status: number, headers: Record<string, string> = {}): Response {
  return htmlResponse(body, status, { ...headers, ...(status === 503 ? retryAfterHeader(pageRetryAfterSeconds) : {}) });
}

/**
 * Serves a page: from the edge cache when nothing it shows has changed, else rendered now (and cached when it does
 * not depend on the visitor: no query string, found, rendered whole). Unknown paths get the not-found page, 404.
 */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = pagePath(url.pathname);
  const owner = routeOwner(path);
  // A posting's page is left out: it must go the moment the posting expires, which no event announces.
  const cacheable = url.search === '' && owner !== 'admin' && owner !== null && postingIdOf(path) === null;
  const budget = remoteRenderBudgetMs(c.env);
  const [template, releases] = await Promise.all([shellTemplate(c.env, url.origin), remoteReleases(c.env, c.executionCtx, url.origin, budget)]);
  // A cached page is good while the shell and every remote are still at the releases it names.
  const release = JSON.stringify(releases);
  if (cacheable) {
    const hit = await cachedPage(c.env, path);
    if (hit && hit.shell === template.etag && hit.release === release) return htmlResponse(hit.html, hit.status);
  }
  const page = await renderPage(c, url, template.html, releases);
  let body = page.body;
  if (cacheable && page.cacheable) {
    // The visitor gets the page as it streams; the cache gets the same bytes once they have all arrived.
    const [toVisitor, toCache] = typeof body === 'string' ? [body, body] : body.tee();
    body = toVisitor;
    const cached = (async () => {
      const html = typeof toCache === 'string' ? toCache : await new Response(toCache).text();
      await cachePage(c.env, path, { html, status: page.status, shell: template.etag, release }, await maxAgeOf(c.env, owner));
    })();
    c.executionCtx.waitUntil(cached);
  }
  return pageResponse(body, page.status);
}

/**
 * The page at `path` rendered with a form's state, never cached (docs/pages.md, forms): again for a form posted to
 * it that did not pass (what was typed and the messages, status 400), or with what a page reached by a signed link
 * shows (docs/alerts.md#pages, `status` 200 or 404). A page that failed keeps its own failure status. A refusal
 * that asks the visitor to wait (a rate limit's 429) carries its `retryAfter` seconds as Retry-After, as the API's
 * answer does.
 */
export async function serveFormPage(
  c: Context<{ Bindings: Env }>,
  path: string,
  form: FormState,
  status = 400,
  retryAfter: number | null = null,
): Promise<Response> {
  const url = new URL(path, c.req.url);
  const budget = remoteRenderBudgetMs(c.env);
  const [template, releases] = await Promise.all([shellTemplate(c.env, url.origin), remoteReleases(c.env, c.executionCtx, url.origin, budget)]);
  const page = await renderPage(c, url, template.html, releases, form);
  const wait = retryAfter !== null && page.status === 200 ? retryAfterHeader(retryAfter) : {};
  return pageResponse(page.body, page.status === 200 ? status : page.status, { 'Cache-Control': 'no-store', ...wait });
}
