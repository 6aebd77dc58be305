import type { ComponentType } from 'react';
import { __federation_method_getRemote as getRemote, __federation_method_setRemote as setRemote, __federation_method_wrapDefault as wrapDefault } from 'virtual:__federation__';
import type { RemoteName } from '@rdj/shared';
import type { ScriptIsland } from '@rdj/shared/islands';
import { firstEntryUrl } from '../features/remotes/first-entry-url';

/** An island's component: its props are the JSON the edge wrote into the page, whatever their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

/** A remote's islands as its `./islands` module exposes them: each name, and how to load its component or script. */
export type IslandLoaders = Record<string, () => Promise<IslandComponent | ScriptIsland<never>>>;

function isIslandLoaders(value: unknown): value is IslandLoaders {
  return value !== null && typeof value === 'object' && Object.values(value).every((load) => typeof load === 'function');
}

const loaded = new Map<RemoteName, Promise<IslandLoaders>>();

/**
 * A remote's islands, through the federation runtime, from the release the page was served with (docs/pages.md#islands):
 * each remote ships its islands alone. Loaded once per page, whatever the number of its islands.
 */
export function remoteIslands(name: RemoteName): Promise<IslandLoaders> {
  let islands = loaded.get(name);
  if (!islands) {
    setRemote(name, { url: firstEntryUrl(name), format: 'esm', from: 'vite' });
    islands = getRemote(name, './islands').then((module) => {
      const loaders = (wrapDefault(module, true) as { default?: unknown }).default;
      if (!isIslandLoaders(loaders)) throw new Error(`Remote ${name} exposes no islands`);
      return loaders;
    });
    loaded.set(name, islands);
  }
  return islands;
}
