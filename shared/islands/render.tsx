import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandComponent, RecoverableErrorHandler } from './hydrate';

/**
 * Renders its children as they are, and says when React has committed them and run their effects: the island's DOM
 * is React's from then, and what an island's effect takes from the page (the post-a-job form's fields typed before
 * it hydrated) is in its state. A parent's effects run after its children's.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates `Component` on `element`, its own root, with the props the edge wrote: this module loads React DOM.
 * Resolves, with the root's unmount, once the hydration is committed and its effects have run, so an input held
 * meanwhile is replayed on handlers that are attached and state that is whole (React hydrates in the background and
 * would otherwise leave a replayed submit to the browser).
 */
export function renderIsland(element: HTMLElement, Component: IslandComponent, props: unknown, onRecoverableError: RecoverableErrorHandler): Promise<() => void> {
  return new Promise((resolve) => {
    const unmount = () => root.unmount();
    const committed = () => resolve(unmount);
    const root = hydrateRoot(
      element,
      <StrictMode>
        <Committed onCommit={committed}>
          <Component {...(props as object)} />
        </Committed>
      </StrictMode>,
      { onRecoverableError },
    );
  });
}
