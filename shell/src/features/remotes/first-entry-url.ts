import { isReleaseName, releaseEntryPath, remoteReleasesElementId, stableEntryPath, type RemoteName, type RemoteReleases } from '@rdj/shared';

/** The releases the edge wrote into the page, or none when it wrote nothing readable. */
function pageReleases(doc: Document): RemoteReleases {
  try {
    const releases: unknown = JSON.parse(doc.getElementById(remoteReleasesElementId)?.textContent ?? '{}');
    return releases !== null && typeof releases === 'object' ? (releases as RemoteReleases) : {};
  } catch {
    return {};
  }
}

/**
 * Where to load a remote's entry first: the release the page was served with (no redirect, and the edge already
 * preloads it), else the stable address.
 */
export function firstEntryUrl(name: RemoteName, doc: Document = document): string {
  const version = pageReleases(doc)[name];
  return isReleaseName(version) ? releaseEntryPath(name, version) : stableEntryPath(name);
}
