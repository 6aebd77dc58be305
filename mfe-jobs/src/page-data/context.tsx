import { createContext, useContext, useSyncExternalStore } from 'react';
import type { JobsPageData } from './types';

/** The data a page came with, as `JobsRoutes` hands it down. */
export interface InitialPage {
  /**
   * The page data during the page's first render; null from its first commit on, so a hook mounted later (another
   * page, a new search) fetches. Cleared in place rather than by a state update: an update would reach every part
   * that is still waiting to hydrate.
   */
  data: JobsPageData | null;
  /** When the server rendered the page: a part that hydrates later (a lazy page) still renders the server's dates. */
  readonly now: string | null;
}

export const InitialPageContext = createContext<InitialPage>({ data: null, now: null });

/** The page data for a hook's first state; null when the page came without any or after the page's first render. */
export function useInitialPage(): JobsPageData | null {
  return useContext(InitialPageContext).data;
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
  /** When relative dates are measured from. */
  now: Date;
  /**
   * A React key for text in the viewer's time zone (dates by calendar day). The server renders in its own zone, so
   * such an element carries `suppressHydrationWarning` and this key: hydration keeps the server's text, and the key
   * changes right after, which renders the element again in the viewer's zone.
   */
  zoneKey: 'server' | 'viewer';
}

/**
 * The server's clock (the page's `now`) on the server and while the browser hydrates, so both render the same
 * markup; the viewer's clock in every render after, and in pages the browser renders alone.
 */
export function useRenderClock(): RenderClock {
  const hydrated = useHydrated();
  const { now } = useContext(InitialPageContext);
  if (hydrated || now === null) return { now: new Date(), zoneKey: hydrated ? 'viewer' : 'server' };
  return { now: new Date(now), zoneKey: 'server' };
}
