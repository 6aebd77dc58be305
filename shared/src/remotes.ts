import names from '../remotes.json' with { type: 'json' };
import type { RouteOwner } from './pages';

/** A microfrontend the shell federates; each is built, shipped and rolled back on its own. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Every remote, from shared/remotes.json: the one list, read by the shell, the worker and the release scripts. */
export const remoteNames = names as readonly RemoteName[];

export function isRemoteName(value: string | null): value is RemoteName {
  return value !== null && (remoteNames as readonly string[]).includes(value);
}

/** A release folder name: a time stamp or a name pinned by hand, nothing that could leave the remote's folder. */
export function isReleaseName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) && !value.includes('..');
}

/** The entry of one release of a remote: immutable, so it may be preloaded and cached for good. */
export function releaseEntryPath(name: RemoteName, version: string): string {
  return `/mfe/${name}/${version}/assets/remoteEntry.js`;
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

/** A remote worker's answer to the gateway's render request for one page. */
export interface RemoteRender extends RemoteRelease {
  status: number;
  html: string;
  data: unknown;
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
