import { isRemoteName } from '@rdj/shared';
import { isScriptIsland, islandNameParts } from '@rdj/shared/islands';
import { shellIslands } from './shell-islands';

/**
 * Starts one island of a public page (docs/pages.md#islands): its code, from the shell or from the remote that owns
 * it, with the props the edge wrote beside it. A script island just starts; a component hydrates on a root of its
 * own, and only then is React loaded. The remotes' islands come through federation, loaded on their first use.
 */
export async function hydrateIsland(element: HTMLElement, name: string, props: unknown): Promise<void> {
  const parts = islandNameParts(name);
  if (!parts) throw new Error(`"${name}" is not an island's name`);
  const owner = parts.owner;
  const loaders = owner === 'shell' ? shellIslands : isRemoteName(owner) ? await import('./remote-islands').then((m) => m.remoteIslands(owner)) : {};
  const load = loaders[parts.island];
  if (!load) throw new Error(`No island ${name}`);
  const loaded = await load();
  if (isScriptIsland(loaded)) return loaded.start(element, props as never);
  const { renderIsland } = await import('./render');
  await renderIsland(element, name, loaded, props);
}
