import { isScriptIsland, islandNameParts } from '@rdj/shared/islands';
import { act } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';
import islands from '../src/islands';

/**
 * The edge's HTML in the document, each of its `<rdj-island>` elements hydrated on a root of its own with the
 * component `src/islands.ts` loads for its name (or its script started) and the props the edge wrote beside it, as the shell does
 * (shell/src/islands/hydrate.tsx). `onRecoverableError` is React's report of a hydration it had to redo,
 * `consoleError` the console's errors; both are watched until the test ends, and the roots unmounted. `before`
 * does what a visitor does to the page before its islands hydrate.
 */
export async function hydrateIslands(html: string, before?: (page: HTMLElement) => void) {
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  const roots: Root[] = [];
  onTestFinished(() => {
    act(() => roots.forEach((root) => root.unmount()));
    container.remove();
    consoleError.mockRestore();
  });
  const elements = Array.from(container.querySelectorAll<HTMLElement>('rdj-island'));
  for (const element of elements) {
    const parts = islandNameParts(element.dataset.island ?? '');
    const load = parts?.owner === 'jobs' ? islands[parts.island as keyof typeof islands] : undefined;
    if (!load) throw new Error(`No jobs island ${element.dataset.island}`);
    const loaded = await load();
    const props = JSON.parse(element.dataset.props ?? 'null') as object;
    if (isScriptIsland(loaded)) {
      loaded.start(element, props as never);
      continue;
    }
    const Component = loaded as ComponentType<object>;
    await act(async () => {
      roots.push(
        hydrateRoot(
          element,
          <StrictMode>
            <Component {...props} />
          </StrictMode>,
          { onRecoverableError },
        ),
      );
    });
  }
  return { container, islands: elements, onRecoverableError, consoleError };
}
