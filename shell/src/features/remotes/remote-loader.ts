import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName, RouteOwner } from '@rdj/shared';

export interface RemoteEntry {
  attempt: number;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * How remotes reach the page: at the edge as a slot the gateway fills with the remote's own HTML (server.tsx); in the
 * admin's app, the one client-side app, through the federation runtime (remote-registry.ts).
 */
export interface RemoteLoader {
  entry(name: RemoteName): RemoteEntry;
  /** A fresh entry that loads the remote again (the visitor pressed Retry). */
  retry(name: RemoteName): RemoteEntry;
  /** True when the page is rendered with this remote's Retry message (its worker failed at the edge). */
  failedAtLoad(name: RemoteName): boolean;
  /**
   * Whether the pages of `owner` (the shell or a remote) render here. At the edge every page does; in the browser
   * only the admin's, the one client-side app: every other page is a document the edge renders
   * (docs/pages.md#islands).
   */
  rendersHere(owner: RouteOwner): boolean;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteOutlet needs a RemoteLoaderContext provider (App provides it)');
  return loader;
}

/** The attribute the Retry message carries: which remote the edge could not render (the gateway's tests read it). */
export const remoteFailedAttribute = 'data-remote-failed';
