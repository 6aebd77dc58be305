import { formatDate } from '../src/dates';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** When the page in view was rendered at the edge, for everything inside it. */
const RenderedAt = createContext<string | null>(null);

/**
 * When the page in view was rendered (ISO time), for pages the edge renders from their data without the rest of the
 * kit: the relative dates of everything inside it are measured from it on the server (docs/pages.md, page data).
 */
export function RenderClockProvider({ now, children }: { now: string; children: ReactNode }) {
  return <RenderedAt value={now}>{children}</RenderedAt>;
}

const noSubscription = () => () => {};

/** False while React renders on the server and while it hydrates that markup; true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface RenderClock {
  /** When relative dates ("Updated Today", the New badge) are measured from. */
  now: Date;
  /**
   * The time zone calendar days are written in: UTC on the server and while the browser hydrates its markup, the
   * viewer's own (undefined) in every render after.
   */
  timeZone: 'UTC' | undefined;
  /**
   * A React key for text written with `timeZone`. Such an element carries `suppressHydrationWarning` and this key:
   * hydration keeps the server's text, and the key changes right after, which renders the element again in the
   * viewer's zone.
   */
  zoneKey: 'server' | 'viewer';
}

/**
 * The date policy of every public page (docs/pages.md, page data): the server's clock and UTC on the server and
 * while the browser hydrates, so both write the same markup; the viewer's clock and time zone in every render
 * after, and in pages the browser renders alone.
 */
export function useRenderClock(): RenderClock {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAt);
  if (hydrated) return { now: new Date(), timeZone: undefined, zoneKey: 'viewer' };
  return { now: renderedAt === null ? new Date() : new Date(renderedAt), timeZone: 'UTC', zoneKey: 'server' };
}

/**
 * A date as a calendar day ("Nov 5, 2026") under the date policy above; on a page that hydrates no root, the
 * browser writes it again in the viewer's zone (`data-date`, shared/browser/dates.ts).
 */
export function CalendarDay({ value }: { value: string }) {
  const { timeZone, zoneKey } = useRenderClock();
  return (
    <time key={zoneKey} dateTime={value} data-date="day" suppressHydrationWarning>
      {formatDate(value, timeZone)}
    </time>
  );
}
