/**
 * What a public page runs in the browser before, and without, any framework (docs/pages.md#islands): the islands'
 * start, the page view count and the viewer's dates. Nothing here imports React.
 */
export { rewriteDates, type DateText } from './dates';
export { startIslands, type HydrateIsland, type IslandOptions } from './islands';
export { replaceAddress } from './address';
export { holdInputs } from './held-inputs';
export { countPageViews, pageViewsEndpoint } from './page-views';
export { whenParsed } from './shown';
