import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { loadRemote } from './load-remote';
import type { RemoteName } from '@rdj/shared';

export interface RemoteEntry {
  attempt: number;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * One lazy component per remote for the whole visit, so moving between its pages never reloads it. React keeps a
 * failed lazy component failed for good: a retry replaces it with a new one that loads again.
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

export function retryRemote(name: RemoteName): RemoteEntry {
  return create(name, remoteEntry(name).attempt + 1);
}
