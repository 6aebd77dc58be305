import { act } from 'react';
import { onTestFinished, vi } from 'vitest';
import { hydrateIsland, type IslandCode } from '../../islands/hydrate';
import { isIslandName, islandTag, type IslandName } from '../../islands/names';

/**
 * Hydrates every island the edge rendered into `container`, in order, as the shell's page does: through the one
 * `hydrateIsland` (@rdj/shared/hydrate), with the code `codeOf` loads for its name and the props the edge wrote
 * beside it. React schedules each hydration as in a browser, not in act's queue, and `hydrateIsland` resolves once
 * it is committed. Answers the islands and `recoverable`, React's reports of a hydration it had to redo; the roots are
 * unmounted when the test ends.
 */
export async function hydrateIslands(container: HTMLElement, codeOf: (name: IslandName) => Promise<IslandCode>) {
  const islands = Array.from(container.querySelectorAll<HTMLElement>(islandTag));
  const recoverable = vi.fn();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (const element of islands) {
      const name = element.dataset.island ?? '';
      if (!isIslandName(name)) throw new Error(`"${name}" is not an island of the registry`);
      const props: unknown = JSON.parse(element.dataset.props ?? 'null');
      const unmount = await hydrateIsland(element, name, await codeOf(name), props, recoverable);
      onTestFinished(() => act(unmount));
    }
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  return { islands, recoverable };
}
