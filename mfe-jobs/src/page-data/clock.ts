/** The jobs pages' dates (docs/pages.md, page data): measured from when the edge rendered the page. */
export { CalendarDay, RenderClockProvider, useHydrated, useRenderClock } from '@rdj/shared/page-data';
