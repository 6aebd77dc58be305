/**
 * The page data kit of the public remotes (docs/pages.md, page data): how the edge loads a page's data from the
 * API, how the browser takes it over from the document for the first render, and the date policy of both.
 */
export { CalendarDay, RenderClockProvider, useHydrated, useRenderClock, type RenderClock } from './initial-page';
