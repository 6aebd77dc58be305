import {
  isRemoteName,
  pagePath,
  redirectPagePath,
  releaseEntryPath,
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
import { publicOrigin } from '../http/origin';
import { redirectRefreshTag } from '../redirect/refresh';
import { remoteWorker } from '../remotes/bindings';
import type { VersionRoute } from '../remotes/bindings';
import { renderRemote } from '../remotes/render';
import { pageHead } from '../seo/page-tags';
import { composePage, jsonScript } from './compose';
import { styleTag } from './inline-styles';
import { speculationRulesScript } from './speculation';
import { streamPage } from './stream-page';

/** Every remote's current release, so the shell loads any remote's entry (now or later) without the redirect. */
function releasesScript(releases: RemoteReleases): string {
  return jsonScript(remoteReleasesElementId, releases);
}

/** The stylesheets of the remote that rendered the page, inlined (inline-styles.ts). */
async function remoteStyles(env: Env, origin: string, owner: RemoteName, remote: RemoteRelease): Promise<string> {
  const files = remoteWorker(env, owner);
  return (await Promise.all(remote.styles.map((href) => styleTag(files, origin, href)))).join('');
}

/**
 * The admin's page (the one client-side app, docs/pages.md#islands) arrives empty, so its head preloads the admin
 * remote's entry of the current release beside the shell's own modules (which its built page preloads). A page the
 * edge rendered runs only its islands, which load when they hydrate.
 */
function adminEntryPreload(releases: RemoteReleases): string {
  return releases.admin ? `<link rel="modulepreload" href="${releaseEntryPath('admin', releases.admin)}">` : '';
}

interface RenderedPage {
  body: ReadableStream<Uint8Array> | string;
  status: number;
  /** False when it must not be cached (not found, a remote failed, a private page). */
  cacheable: boolean;
  /** The version of the remote's worker that rendered it, when one did (a smoke test checks it). */
  remoteVersion?: string;
}

/** Who the page is rendered for: what a form posted to it left, and whether the visitor closed the newsletter bar. */
export interface PageVisitor {
  form: FormState | null;
  newsletterClosed: boolean;
  /** Which version of each remote the visitor reaches (docs/deploy.md#sticky-versions). */
  route: VersionRoute;
  /** Past the search limit: the search limit's page in place of the remote's, which is not asked. */
  limited?: boolean;
}

/**
 * Renders the page at `url`: the shell's layout around the owning remote's HTML, streamed into it as the remote
 * sends it, or around the remote's Retry message when it fails. `visitor.form` is the state of a form posted to this
 * page and refused: whoever renders the page (the shell or the remote) shows it, and the page carries it.
 */
export async function renderPage(
  c: Context<{ Bindings: Env }>,
  url: URL,
  template: string,
  releases: RemoteReleases,
  { form, newsletterClosed, route, limited = false }: PageVisitor,
): Promise<RenderedPage> {
  const path = pagePath(url.pathname);
  const location = path + url.search;
  const owner = routeOwner(path);
  const rendersHere = isRemoteName(owner) && owner !== 'admin' && !limited;
  const [{ tags, found }, remote, refresh] = await Promise.all([
    pageHead(dbOf(c.env.DB), publicOrigin(c.env), path, url.search),
    rendersHere ? renderRemote(c.env, owner, url, remoteRenderBudgetMs(c.env), route, form) : null,
    path === redirectPagePath ? redirectRefreshTag(c.env, url) : '',
  ]);
  const status = found ? 200 : 404;
  const remoteOwner = isRemoteName(owner) ? owner : null;
  // A public page carries its speculation rules; the admin's app moves between its pages itself.
  const rules = owner === 'admin' ? '' : speculationRulesScript;
  const head = refresh + releasesScript(releases) + rules;
  const shellOnly = { tags, head, styles: '' };
  // mfe-admin's pages are private (noindex): they arrive empty (the shell's admin.html) and render in the browser.
  if (owner === 'admin') {
    return { body: await composePage(template, { ...shellOnly, styles: adminEntryPreload(releases), root: '' }), status, cacheable: false };
  }
  if (!remoteOwner) {
    const root = renderShell(location, { outcome: 'rendered', form, newsletterClosed });
    return { body: await composePage(template, { ...shellOnly, root }), status, cacheable: found };
  }
  if (limited) {
    const root = renderShell(location, { outcome: 'limited', newsletterClosed });
    return { body: await composePage(template, { ...shellOnly, root }), status: 429, cacheable: false };
  }
  if (!remote) {
    // The remote failed, threw or ran out of time: the layout with its Retry message, the rest of the site intact.
    const root = renderShell(location, { outcome: 'failed', newsletterClosed });
    return { body: await composePage(template, { ...shellOnly, root }), status: 503, cacheable: false };
  }
  const pageReleases = { ...releases, [remoteOwner]: remote.release.release };
  const root = renderShell(location, { outcome: 'rendered', newsletterClosed });
  const styles = remote.head + (await remoteStyles(c.env, url.origin, remoteOwner, remote.release));
  const page = await composePage(template, { tags, head: refresh + releasesScript(pageReleases) + rules, styles, root });
  const [before = '', after = ''] = page.split(remoteSlotHtml);
  const body = streamPage({ before, after }, remote.body);
  // A remote's page says itself what it is: found, not found, or unloaded for now (503, docs/errors.md#public-pages).
  const pageStatus = !found ? 404 : remote.status >= 500 ? 503 : remote.status >= 400 ? 404 : 200;
  return { body, status: pageStatus, cacheable: pageStatus === 200, remoteVersion: remote.version };
}
