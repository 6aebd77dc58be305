import type { RouteOwner } from '@rdj/shared';

/** The microfrontends the shell federates; each exposes one `./routes` component. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

export const remoteNames: RemoteName[] = ['jobs', 'blog', 'admin'];

export function isRemoteName(owner: RouteOwner | null): owner is RemoteName {
  return owner === 'jobs' || owner === 'blog' || owner === 'admin';
}

/** The stable same-origin address of a remote's entry; the edge worker redirects it to the current release. */
export function remoteEntryUrl(name: RemoteName): string {
  return `/mfe/${name}/remoteEntry.js`;
}
