import { isRemoteName } from '@rdj/shared';
import { hydrateIsland } from '@rdj/shared/hydrate';
import { isIslandName, islandNameParts, type IslandName } from '@rdj/shared/islands';
import { shellIslands } from './shell-islands';

/** The island `name`'s component or script, from the shell's list or through federation from its remote. */
async function islandCode(name: IslandName) {
  const { owner, island } = islandNameParts(name)!;
  const loaders = owner === 'shell' ? shellIslands : isRemoteName(owner) ? await import('./remote-islands').then((m) => m.remoteIslands(owner)) : {};
  const load = loaders[island];
  if (!load) throw new Error(`No island ${name}`);
  return load();
}

/** The registry's name for what a page's `data-island` says, or an error for one no owner serves. */
function registeredName(name: string): IslandName {
  if (!isIslandName(name)) throw new Error(`"${name}" is not an island's name`);
  return name;
}

/**
 * Loads an island's own code ahead of its first touch (when the visitor moves toward it, `shared/browser/ahead.ts`):
 * the component's modules run, which define it and nothing more; React DOM waits for the touch.
 */
export async function prepareIsland(name: string): Promise<void> {
  await islandCode(registeredName(name));
}

/**
 * Starts one island of a public page (docs/pages.md#islands): its code, from the shell or from the remote that owns
 * it, started with the props the edge wrote beside it by the one `hydrateIsland`. The remotes' islands come through
 * federation, loaded on their first use.
 */
export async function startIsland(element: HTMLElement, name: string, props: unknown): Promise<void> {
  const registered = registeredName(name);
  await hydrateIsland(element, registered, await islandCode(registered), props);
}
