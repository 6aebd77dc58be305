import { countPageViews, rewriteDates, startIslands } from '@rdj/shared/browser';

/**
 * A public page arrives whole from the edge and runs no framework of its own (docs/pages.md#islands): its view is
 * counted, its dates are written in the viewer's time zone, and each island hydrates at its moment, loading React
 * and its own code only then.
 */
export function startPage(): void {
  countPageViews();
  rewriteDates();
  startIslands((element, name, props) => import('./islands/hydrate').then((m) => m.hydrateIsland(element, name, props)));
}
