import { isRemoteName } from '@rdj/shared';
import { isScriptIsland, islandNameParts } from '@rdj/shared/islands';
import { shellIslands } from './shell-islands';

/** The island `name`'s component or script, from the shell's list or through federation from its remote. */
async function islandCode(name: string) {
  const parts = islandNameParts(name);
  if (!parts) throw new Error(`"${name}" is not an island's name`);
  const owner = parts.owner;
  const loaders = owner === 'shell' ? shellIslands : isRemoteName(owner) ? await import('./remote-islands').then((m) => m.remoteIslands(owner)) : {};
  const load = loaders[parts.island];
  if (!load) throw new Error(`No island ${name}`);
  return load();
}

/**
 * Loads an island's own code ahead of its first touch (when the browser is idle, or the pointer is over it): the
 * component's modules run, which define it and nothing more; React DOM waits for the touch.
 */
export async function prepareIsland(name: string): Promise<void> {
  await islandCode(name);
}

/**
 * Starts one island of a public page (docs/pages.md#islands): its code, from the shell or from the remote that owns
 * it, with the props the edge wrote beside it. A script island just starts; a component hydrates on a root of its
 * own, and only then is React loaded. The remotes' islands come through federation, loaded on their first use.
 */
export async function hydrateIsland(element: HTMLElement, name: string, props: unknown): Promise<void> {
  const loaded = await islandCode(name);
  if (isScriptIsland(loaded)) return loaded.start(element, props as never);
  const { renderIsland } = await import('./render');
  await renderIsland(element, name, loaded, props);
}
