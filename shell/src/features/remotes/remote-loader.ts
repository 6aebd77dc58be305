import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@rdj/shared';

export interface RemoteEntry {
  attempt: number;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * How remotes reach the page: in the browser through the federation runtime (remote-registry.ts), at the edge as a
 * slot the gateway fills with the remote's own HTML (server.tsx).
 */
export interface RemoteLoader {
  entry(name: RemoteName): RemoteEntry;
  /** A fresh entry that loads the remote again (the visitor pressed Retry). */
  retry(name: RemoteName): RemoteEntry;
  /** True when the page arrived with this remote's Retry message (its worker failed at the edge). */
  failedAtLoad(name: RemoteName): boolean;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteOutlet needs a RemoteLoaderContext provider (App provides it)');
  return loader;
}

/** The attribute the Retry message carries, so the browser knows the edge could not render that remote. */
export const remoteFailedAttribute = 'data-remote-failed';
