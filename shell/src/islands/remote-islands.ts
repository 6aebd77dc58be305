import type { RemoteName } from '@rdj/shared';
import type { IslandLoaders } from '@rdj/shared/hydrate';
import { exposedModule } from '../features/remotes/load-remote';

function isIslandLoaders(value: unknown): value is IslandLoaders {
  return value !== null && typeof value === 'object' && Object.values(value).every((load) => typeof load === 'function');
}

const loaded = new Map<RemoteName, Promise<IslandLoaders>>();
const attempts = new Map<RemoteName, number>();

/**
 * A remote's islands, through the federation runtime, from the release the page was served with (docs/pages.md#islands):
 * each remote ships its islands alone. Loaded once per page, whatever the number of its islands; a load that failed
 * is forgotten, so the next island that needs it tries again with a fresh copy of the entry.
 */
export function remoteIslands(name: RemoteName): Promise<IslandLoaders> {
  let islands = loaded.get(name);
  if (!islands) {
    const attempt = attempts.get(name) ?? 0;
    attempts.set(name, attempt + 1);
    islands = exposedModule(name, './islands', attempt).then((module) => {
      const loaders = (module as { default?: unknown }).default;
      if (!isIslandLoaders(loaders)) throw new Error(`Remote ${name} exposes no islands`);
      return loaders;
    });
    islands.catch(() => loaded.delete(name));
    loaded.set(name, islands);
  }
  return islands;
}
