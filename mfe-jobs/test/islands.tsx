import { islandNameParts } from '@rdj/shared/islands';
import { onTestFinished, vi } from 'vitest';
import { hydrateIslands as hydrateEdgeIslands } from '../../shared/test/support/hydrate-islands';
import islands from '../src/islands';

/**
 * The edge's HTML in the document, each of its `<rdj-island>` elements started with the code `src/islands.ts` loads
 * for its name, through the one `hydrateIsland` the shell's page uses. `onRecoverableError` is React's report of a
 * hydration it had to redo, `consoleError` the console's errors; both are watched until the test ends, and the roots
 * unmounted. `before` does what a visitor does to the page before its islands hydrate.
 */
export async function hydrateIslands(html: string, before?: (page: HTMLElement) => void) {
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const consoleError = vi.spyOn(console, 'error');
  onTestFinished(() => {
    container.remove();
    consoleError.mockRestore();
  });
  const hydrated = await hydrateEdgeIslands(container, (name) => {
    const { owner, island } = islandNameParts(name)!;
    if (owner !== 'jobs') throw new Error(`No jobs island ${name}`);
    return islands[island as keyof typeof islands]();
  });
  return { container, islands: hydrated.islands, onRecoverableError: hydrated.recoverable, consoleError };
}
