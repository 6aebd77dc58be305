import type { RemoteName } from '@rdj/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from './load-remote';

interface RemoteEntry {
  attempt: number;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Remotes loaded through the federation runtime in the admin's app: one lazy component per remote for the whole
 * visit, so moving between its pages never reloads it. React keeps a failed lazy component failed for good: a retry
 * replaces it with a new one that loads again.
 */
const entries = new Map<RemoteName, RemoteEntry>();

function create(name: RemoteName, attempt: number): RemoteEntry {
  const entry = { attempt, Component: lazy(() => loadRemote(name, attempt)) };
  entries.set(name, entry);
  return entry;
}

export function remoteEntry(name: RemoteName): RemoteEntry {
  return entries.get(name) ?? create(name, 0);
}

/** A fresh entry that loads the remote again (the visitor pressed Retry). */
export function retriedEntry(name: RemoteName): RemoteEntry {
  return create(name, remoteEntry(name).attempt + 1);
}
