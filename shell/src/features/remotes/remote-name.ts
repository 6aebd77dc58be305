import type { RemoteName } from '@rdj/shared';

/** The stable same-origin address of a remote's entry; the edge worker redirects it to the current release. */
export function remoteEntryUrl(name: RemoteName): string {
  return `/mfe/${name}/remoteEntry.js`;
}
