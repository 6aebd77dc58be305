import { formatDate } from '../src/dates';
import { readRemoteData } from '../src/remote-data';
import type { RemoteName } from '../src/remotes';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** What every page's data carries: the address it was loaded for, and when the edge rendered it (ISO time). */
export interface PageDataBase {
  path: string;
  now: string;
}

interface Held<T> {
  /**
   * The page data during the page's first render; null from its first commit on, so a hook mounted later (another
   * page, a new search) fetches. Cleared in place rather than by a state update: an update would reach every part
   * that is still waiting to hydrate.
   */
  data: T | null;
}

/** When the page in view was rendered at the edge, for every part of it that hydrates (a lazy page too). */
const RenderedAt = createContext<string | null>(null);

/**
 * One remote's page data (docs/pages.md, page data): the edge passes it to the remote's routes as `page`; in the
 * browser it comes from the document (`remoteDataElementId(name)`), read once when the remote loads and checked by
 * `guard` as any input is. Either way it serves only the first render, and only if it was loaded for the location
 * shown (`location`: pathname and search): hooks start from it instead of fetching, so the browser's first render
 * matches the server's markup. Every later mount fetches.
 *
 * @example const { PageDataProvider, usePageData } = pageData('jobs', jobsPageDataOf);
 */
export function pageData<T extends PageDataBase>(name: RemoteName, guard: (value: unknown) => T | null) {
  let documentPage: T | null = guard(readRemoteData(name));
  const Context = createContext<Held<T>>({ data: null });

  function PageDataProvider({ page, location, children }: { page?: T; location: string; children: ReactNode }) {
    const held = useRef<(Held<T> & { now: string | null }) | null>(null);
    if (held.current === null) {
      const data = page ?? documentPage;
      held.current = data?.path === location ? { data, now: data.now } : { data: null, now: null };
    }
    useEffect(() => {
      documentPage = null;
      if (held.current) held.current.data = null;
    }, []);
    return (
      <Context value={held.current}>
        <RenderedAt value={held.current.now}>{children}</RenderedAt>
      </Context>
    );
  }

  /** The page data for a hook's first state; null when the page came without any or after its first render. */
  function usePageData(): T | null {
    return useContext(Context).data;
  }

  return { PageDataProvider, usePageData };
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

/** A date as a calendar day ("Nov 5, 2026") under the date policy above. */
export function CalendarDay({ value }: { value: string }) {
  const { timeZone, zoneKey } = useRenderClock();
  return (
    <time key={zoneKey} dateTime={value} suppressHydrationWarning>
      {formatDate(value, timeZone)}
    </time>
  );
}
