import remotes from '../remotes.json' with { type: 'json' };
import type { RouteOwner } from './pages';

/** A microfrontend the shell federates; each is built, shipped and rolled back on its own. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Every remote, from shared/remotes.json: the one list, read by the shell, the worker and the release scripts. */
export const remoteNames = remotes.names as readonly RemoteName[];

/**
 * Where every remote's files live on the site, from shared/remotes.json (the release scripts read it there too):
 * `/mfe/`, and below it one folder per remote.
 */
export const remoteRoot = remotes.root;

export function isRemoteName(value: string | null): value is RemoteName {
  return value !== null && (remoteNames as readonly string[]).includes(value);
}

/** A release folder name: a time stamp or a name pinned by hand, nothing that could leave the remote's folder. */
export function isReleaseName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) && !value.includes('..');
}

/**
 * The one place a remote's files live on the site: `{remoteRoot}{name}/` and `rest` below it (its releases, the stable
 * entry that redirects to the current release, `current.json`). Every address of a remote's files is made here.
 * @example remotePath('jobs', 'current.json') // '/mfe/jobs/current.json'
 */
export function remotePath(name: RemoteName, rest = ''): string {
  return `${remoteRoot}${name}/${rest}`;
}

/** The stable address of a remote's entry: its worker redirects it to the release it serves now. */
export function stableEntryPath(name: RemoteName): string {
  return remotePath(name, 'remoteEntry.js');
}

/** The entry of one release of a remote: immutable, so it may be preloaded and cached for good. */
export function releaseEntryPath(name: RemoteName, version: string): string {
  return remotePath(name, `${version}/assets/remoteEntry.js`);
}

/**
 * A remote's release as its edge worker serves it (`current.json` beside its release folders): the release name,
 * the files a page it renders needs at once (entry and chunks, for preload hints) and its stylesheets.
 */
export interface RemoteRelease {
  release: string;
  preload: string[];
  styles: string[];
}

/** A remote's release as the value of a header or a JSON file, checked like any other input. */
export function isRemoteRelease(value: unknown): value is RemoteRelease {
  const release = value as Partial<RemoteRelease> | null;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return isReleaseName(release?.release) && strings(release?.preload) && strings(release?.styles);
}

/**
 * A remote worker's answer to the gateway's render request for one page: the page's status and the remote's
 * release (JSON) in these headers, and the page's HTML as the body, which the gateway streams into the layout. The
 * page carries no data for the browser: its islands carry their own props (docs/pages.md#islands).
 */
export const remoteStatusHeader = 'X-Remote-Status';
export const remoteReleaseHeader = 'X-Remote-Release';
/** The version of the remote's worker that answered (its version metadata's id), on every answer of it. */
export const remoteVersionHeader = 'X-Remote-Version';

/**
 * The resource hints React's server renderer wrote for the page (image preloads), URI-encoded, in this header of the
 * render answer. Rendering a fragment, React has no `<head>` and puts them before the HTML, where the browser's
 * render has nothing: inside the hydrated boundary they made hydration fail (React error #418). The gateway puts
 * them in the page's head instead, where they also start the image's download sooner.
 */
export const remoteHeadHeader = 'X-Remote-Head';

/** The leading `<link rel="preload" …>` elements of a server render, split from the HTML after them. */
export function splitResourceHints(html: string): { hints: string; body: string } {
  const hints = /^(?:<link rel="preload"[^<>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

/**
 * The hints a remote's answer names, kept only when each is an image preload of the site's own files or of https
 * addresses: what a remote sends is checked like any other input, so nothing else reaches the page's head.
 */
export function safeResourceHints(hints: string): string {
  const tags = hints.match(/<link [^<>]*>/g) ?? [];
  const image = /^<link rel="preload" as="image" href="(?:\/[^"<>]*|https:\/\/[^"<>]+)"(?: fetchPriority="(?:high|low|auto)")?\/?>$/;
  return tags.join('') === hints && tags.every((tag) => image.test(tag)) ? hints : '';
}

/**
 * What the shell renders at the edge where a remote's content goes; the gateway puts the remote's HTML in its place,
 * inside the Suspense boundary the browser hydrates once the remote's code has loaded.
 */
export const remoteSlotTag = 'rdj-remote-slot';
export const remoteSlotHtml = `<${remoteSlotTag}></${remoteSlotTag}>`;

/** The remote releases the edge put in the page (`{ jobs: '20261123…', … }`), in a non-executable JSON script. */
export type RemoteReleases = Partial<Record<RemoteName, string>>;

/** The id of that script element. */
export const remoteReleasesElementId = 'remote-releases';
