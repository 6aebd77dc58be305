import { isRemoteName } from '@rdj/shared';
import { islandNameParts } from '@rdj/shared/islands';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { remoteIslands } from './remote-islands';
import { shellIslands } from './shell-islands';

/**
 * Hydrates one island of a public page on its own root (docs/pages.md#islands): its component, from the shell or
 * from the remote that owns it, with the props the edge wrote beside it. This module is the first to load React.
 */
export async function hydrateIsland(element: HTMLElement, name: string, props: unknown): Promise<void> {
  const parts = islandNameParts(name);
  if (!parts) throw new Error(`"${name}" is not an island's name`);
  const loaders = parts.owner === 'shell' ? shellIslands : isRemoteName(parts.owner) ? await remoteIslands(parts.owner) : {};
  const load = loaders[parts.island];
  if (!load) throw new Error(`No island ${name}`);
  const Component = await load();
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...(props as object)} />
    </StrictMode>,
    { onRecoverableError: (error) => console.error(`island ${name}:`, error) },
  );
}
