import {
  categoryByPath,
  newVersionKey,
  newsletterWasClosed,
  pagePath,
  postingIdOf,
  remoteVersionHeader,
  routeOwner,
  versionKeyCookieText,
  versionKeyOf,
  type FormState,
} from '@rdj/shared';
import type { Context } from 'hono';
import { remoteRenderBudgetMs } from '../http/config';
import { retryAfterHeader } from '../http/errors';
import { versionRouteOf } from '../remotes/bindings';
import { remoteReleases } from '../remotes/render';
import { htmlResponse } from './compose';
import { maxAgeOf } from './max-age';
import { cachedPage, pageCacheHeader, type PageVariant } from '../lib/page-cache';
import { cachedAddress, lifetimeOf } from './cached-address';
import { cacheTaggedPage } from '../purge/purge';
import { pageTags } from '../purge/tags';
import { isSearchAddress, searchAllowed, searchRetryAfterSeconds } from '../jobs/search-limit';
import { viewCountedWith } from '../page-views/navigation';
import { renderPage, type PageVisitor } from './render-page';
import { shellTemplate } from './template';

/** Seconds a page served 503 (its remote failed) asks the visitor's browser or a crawler to wait before retrying. */
const pageRetryAfterSeconds = 30;

/**
 * A rendered page as the response: a page is HTML, not an API error, so it does not go through `handleError`; a 503
 * page carries its Retry-After here, the one place pages set it.
 */
function pageResponse(body: ReadableStream<Uint8Array> | string, status: number, headers: Record<string, string> = {}): Response {
  return htmlResponse(body, status, { ...headers, ...(status === 503 ? retryAfterHeader(pageRetryAfterSeconds) : {}) });
}

/** Whether a category page's search, filter or later page is past the client's search limit (it counts one). */
async function pastSearchLimit(c: Context<{ Bindings: Env }>, url: URL, path: string): Promise<boolean> {
  if (!categoryByPath(path) || !isSearchAddress(url)) return false;
  return !(await searchAllowed(c.env, c.req.header('CF-Connecting-IP')));
}

/**
 * The visitor as the page sees them: whether they closed the newsletter bar (its cookie, docs/pages.md#layout), and
 * their version key, a new one when they have none (docs/deploy.md#sticky-versions). `setCookie` gives a new key to
 * the browser with the page.
 */
async function visitorOf(c: Context<{ Bindings: Env }>, form: FormState | null = null): Promise<PageVisitor & { setCookie: Record<string, string> }> {
  const cookies = c.req.header('Cookie');
  const kept = versionKeyOf(cookies);
  const route = await versionRouteOf(c.env, c.req.raw.headers, kept ?? newVersionKey(c.req.header('CF-Connecting-IP') ?? ''));
  const setCookie: Record<string, string> = kept ? {} : { 'Set-Cookie': versionKeyCookieText(c.req.url, route.key) };
  return { form, newsletterClosed: newsletterWasClosed(cookies), route, setCookie };
}

/** The shell's template and every remote's current release for the visitor, which every page is rendered with. */
async function renderInputs(c: Context<{ Bindings: Env }>, url: URL, visitor: PageVisitor) {
  const page = routeOwner(pagePath(url.pathname)) === 'admin' ? 'admin' : 'public';
  const budget = remoteRenderBudgetMs(c.env);
  const releases = remoteReleases(c.env, c.executionCtx, url.origin, budget, visitor.route);
  const [template, released] = await Promise.all([shellTemplate(c.env, url.origin, page), releases]);
  return { template, releases: released };
}

/** What a page is rendered and kept with: the shell's template and the remotes' releases (`renderInputs`). */
type Inputs = Awaited<ReturnType<typeof renderInputs>>;

/** Pages this isolate is rendering again after serving them stale: one render each, however many ask meanwhile. */
const refreshing = new Set<string>();

/**
 * Renders the page at `url` for `visitor` and, when `keep` names where, keeps it in the edge cache with its tags once
 * all of it has arrived, for as long as `lifetimeOf` says; the visitor gets the page as it streams.
 */
async function renderAndKeep(c: Context<{ Bindings: Env }>, url: URL, visitor: PageVisitor, { template, releases }: Inputs, keep: PageVariant | null) {
  const page = await renderPage(c, url, template.html, releases, visitor);
  if (!keep || !page.cacheable) return page;
  const [toVisitor, toCache] = typeof page.body === 'string' ? [page.body, page.body] : page.body.tee();
  const path = pagePath(url.pathname);
  const kept = (async () => {
    const html = typeof toCache === 'string' ? toCache : await new Response(toCache).text();
    const { fresh, kept: maxAge } = lifetimeOf(keep.path, path, await maxAgeOf(c.env, routeOwner(path)));
    const entry = { html, status: page.status, shell: template.etag, release: JSON.stringify(releases), tags: pageTags(path) };
    await cacheTaggedPage(c.env, keep, entry, maxAge, fresh);
  })();
  c.executionCtx.waitUntil(kept);
  return { ...page, body: toVisitor };
}

/**
 * Serves a page: from the edge cache when nothing it shows has changed, else rendered now, and cached when it does
 * not depend on the visitor beyond the newsletter bar (a copy of each page of its own), under its address
 * (`cachedAddress`: a plain page, or a category page's listing in its one spelling, rendered from that spelling),
 * found and rendered whole. A page past its fresh time is served as it is while it is rendered again for the next
 * visitor. Unknown paths get the not-found page, 404. A browser's navigation to a page counts its view
 * (`viewCountedWith`).
 */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = pagePath(url.pathname);
  const owner = routeOwner(path);
  const visitor = await visitorOf(c);
  const address = cachedAddress(url, path);
  // A posting's page is left out: it must go the moment the posting expires, which no event announces.
  // Nor is a page asked of given versions (a smoke test's): it shows what visitors do not see yet.
  const cacheable = address !== null && owner !== 'admin' && owner !== null && postingIdOf(path) === null && !visitor.route.overrides;
  const inputs = await renderInputs(c, url, visitor);
  if (await pastSearchLimit(c, url, path)) {
    const limited = await renderPage(c, url, inputs.template.html, inputs.releases, { ...visitor, limited: true });
    const wait = retryAfterHeader(searchRetryAfterSeconds);
    return pageResponse(limited.body, limited.status, { 'Cache-Control': 'no-store', ...wait, ...visitor.setCookie });
  }
  const variant = cacheable ? { path: address, newsletterClosed: visitor.newsletterClosed } : null;
  const shown = variant ? new URL(variant.path, url) : url;
  if (variant) {
    const hit = await cachedPage(c.env, variant);
    // A cached page is good while the shell and every remote are still at the releases it names, for this visitor:
    // while a remote is rolled out to some visitors, a page rendered by one version never reaches the other's.
    if (hit && hit.shell === inputs.template.etag && hit.release === JSON.stringify(inputs.releases)) {
      const id = `${variant.path}\n${variant.newsletterClosed}`;
      const stale = hit.freshUntil < Date.now();
      if (stale && !refreshing.has(id)) {
        refreshing.add(id);
        const again = renderAndKeep(c, shown, visitor, inputs, variant).then((page) => new Response(page.body).arrayBuffer());
        c.executionCtx.waitUntil(again.catch(() => undefined).finally(() => refreshing.delete(id)));
      }
      const counted = viewCountedWith(c, path, hit.status);
      return htmlResponse(hit.html, hit.status, { ...visitor.setCookie, ...counted, [pageCacheHeader]: stale ? 'stale' : 'hit' });
    }
  }
  const page = await renderAndKeep(c, shown, visitor, inputs, variant);
  const version: Record<string, string> = page.remoteVersion ? { [remoteVersionHeader]: page.remoteVersion } : {};
  const cache: Record<string, string> = variant ? { [pageCacheHeader]: 'miss' } : {};
  return pageResponse(page.body, page.status, { ...visitor.setCookie, ...version, ...cache, ...viewCountedWith(c, path, page.status) });
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
  const visitor = await visitorOf(c, form);
  const { template, releases } = await renderInputs(c, url, visitor);
  const page = await renderPage(c, url, template.html, releases, visitor);
  const wait = retryAfter !== null && page.status === 200 ? retryAfterHeader(retryAfter) : {};
  return pageResponse(page.body, page.status === 200 ? status : page.status, { 'Cache-Control': 'no-store', ...wait, ...visitor.setCookie });
}
