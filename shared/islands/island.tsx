import { createElement, type ComponentType } from 'react';
import { islandTag, type IslandMoment, type IslandName } from './names';

export interface IslandProps<P extends object> {
  /** `owner:island`: who serves the island's code (the shell or a remote) and its name there. */
  name: IslandName;
  /** When the browser hydrates it (docs/pages.md#islands): the first time it is near view, touched, or idle. */
  when: IslandMoment;
  /** Hydrated only for a visitor who may be signed in (the session hint cookie): others never load its code. */
  signedInOnly?: boolean;
  component: ComponentType<P>;
  /** What the component renders from: plain data, written into the page for the browser to hydrate with. */
  props: P;
}

/**
 * An interactive part of a public page (docs/pages.md#islands). The edge renders it in place with the rest of the
 * page, inside an `<rdj-island>` element that names it and carries its props; in the browser only islands are
 * hydrated, each on its own root at its own moment, and the rest of the page runs no code. Its component must render
 * the same on both: no `useId` (the ids depend on the tree around it, which differs), fixed ids instead.
 */
export function Island<P extends object>({ name, when, signedInOnly = false, component, props }: IslandProps<P>) {
  return createElement(
    islandTag,
    { 'data-island': name, 'data-when': when, 'data-signed-in-only': signedInOnly ? '' : undefined, 'data-props': JSON.stringify(props) },
    createElement(component, props),
  );
}
