import { isRemoteName, type RemoteName } from '@rdj/shared';
import { lazy } from 'react';
import { loadRemote } from './load-remote';
import { remoteFailedAttribute, type RemoteEntry, type RemoteLoader } from './remote-loader';

/** The remotes whose Retry message the edge sent in this page (their worker failed or ran out of time). */
function failedInPage(doc: Document): Set<RemoteName> {
  const names = [...doc.querySelectorAll(`[${remoteFailedAttribute}]`)].map((el) => el.getAttribute(remoteFailedAttribute));
  return new Set(names.filter(isRemoteName));
}

/**
 * Remotes loaded through the federation runtime: one lazy component per remote for the whole visit, so moving
 * between its pages never reloads it. React keeps a failed lazy component failed for good: a retry replaces it with
 * a new one that loads again.
 */
export function federatedRemotes(doc: Document = document): RemoteLoader {
  const entries = new Map<RemoteName, RemoteEntry>();
  const failed = failedInPage(doc);
  const create = (name: RemoteName, attempt: number): RemoteEntry => {
    const entry = { attempt, Component: lazy(() => loadRemote(name, attempt)) };
    entries.set(name, entry);
    return entry;
  };
  const entry = (name: RemoteName) => entries.get(name) ?? create(name, 0);
  return {
    entry,
    retry: (name) => {
      failed.delete(name);
      return create(name, entry(name).attempt + 1);
    },
    failedAtLoad: (name) => failed.has(name),
  };
}
