import { formatDate } from '../src/dates';

/**
 * The zone a date is written in (docs/pages.md#page-data): UTC at the edge, which renders every public page (the
 * page's script writes it again in the viewer's zone, shared/browser/dates.ts); the viewer's own in the browser,
 * where only islands render, and only after their hydration, since every island starts without dates.
 */
export function renderZone(): 'UTC' | undefined {
  return 'document' in globalThis ? undefined : 'UTC';
}

/** A date as a calendar day ("Nov 5, 2026") in `renderZone()`, marked for the page's script (`data-date`). */
export function CalendarDay({ value }: { value: string }) {
  return (
    <time dateTime={value} data-date="day">
      {formatDate(value, renderZone())}
    </time>
  );
}
