import type { ComponentType } from 'react';
import { isScriptIsland, type IslandName, type ScriptIsland } from './names';

/** An island's component: its props are the JSON the edge wrote into the page, whatever their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

/** What an island's loader answers: a component to hydrate, or a script island to start. */
export type IslandCode = IslandComponent | ScriptIsland<never>;

/** An owner's islands as it serves them: each name, and how to load its code. */
export type IslandLoaders = Record<string, () => Promise<IslandCode>>;

/** React's report of a hydration it had to redo: logged with the island's name unless the caller watches it. */
export type RecoverableErrorHandler = (error: unknown) => void;

/**
 * Starts one island of a public page (docs/pages.md#islands) on the element the edge rendered, with the props it wrote
 * beside it: a script island just starts; a component hydrates on a root of its own, and only then is React DOM
 * loaded. Resolves once a component's hydration is committed and its effects have run, with a function that
 * unmounts it (a script island leaves nothing to unmount). The shell's page and every test that hydrates an island
 * go through here.
 */
export async function hydrateIsland(element: HTMLElement, name: IslandName, code: IslandCode, props: unknown, onRecoverableError?: RecoverableErrorHandler): Promise<() => void> {
  if (isScriptIsland(code)) {
    code.start(element, props as never);
    return () => {};
  }
  const { renderIsland } = await import('./render');
  return renderIsland(element, code, props, onRecoverableError ?? ((error) => console.error(`island ${name}:`, error)));
}
