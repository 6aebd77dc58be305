import { countPageViews, rewriteDates, startIslands, whenParsed } from '@rdj/shared/browser';
import { prepareIsland, startIsland } from './islands/hydrate';

/**
 * A public page arrives whole from the edge and runs no framework of its own (docs/pages.md#islands): once it is
 * parsed, its view is counted, its dates are written in the viewer's time zone, and each island starts at its moment,
 * loading its own code (and React, for a component) only then.
 */
export function startPage(): void {
  whenParsed(() => {
    countPageViews();
    rewriteDates();
  });
  whenParsed(() => startIslands(startIsland, { prepare: prepareIsland }));
}
