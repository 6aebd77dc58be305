import type { RemoteName } from '@rdj/shared';
import { lazy } from 'react';
import { loadRemote } from './load-remote';
import type { RemoteEntry, RemoteLoader } from './remote-loader';

/**
 * Remotes loaded through the federation runtime, for the admin's app, the one client-side app (docs/pages.md#islands):
 * one lazy component per remote for the whole visit, so moving between its pages never reloads it. React keeps a
 * failed lazy component failed for good: a retry replaces it with a new one that loads again. The admin's pages
 * arrive empty, never with a Retry message from the edge, and every other page is a document the edge renders.
 */
export function federatedRemotes(): RemoteLoader {
  const entries = new Map<RemoteName, RemoteEntry>();
  const create = (name: RemoteName, attempt: number): RemoteEntry => {
    const entry = { attempt, Component: lazy(() => loadRemote(name, attempt)) };
    entries.set(name, entry);
    return entry;
  };
  const entry = (name: RemoteName) => entries.get(name) ?? create(name, 0);
  return {
    entry,
    retry: (name) => create(name, entry(name).attempt + 1),
    failedAtLoad: () => false,
    rendersHere: (owner) => owner === 'admin',
  };
}
