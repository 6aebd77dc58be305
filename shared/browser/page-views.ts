import { pagePath } from '../src/page-path';
import { viewCountedTiming } from '../src/constants';
import { whenShown } from './shown';

/** Where a page view is reported (docs/data.md#page-views). */
export const pageViewsEndpoint = '/api/page-views';

/**
 * Whether the gateway counted this page's view with the page's own request: its answer says so in `Server-Timing`
 * (docs/data.md#page-views). A prefetched or prerendered page's request did not, nor an answer the browser cannot
 * read the timing of.
 */
function countedWithPage(doc: Document): boolean {
  const [navigation] = (doc.defaultView?.performance.getEntriesByType('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === viewCountedTiming) ?? false;
}

/**
 * Counts each time the visitor is shown this page (docs/data.md#page-views), without any framework: once when it is
 * shown (a prefetched page runs nothing until then, a prerendered one waits for its activation), unless the
 * gateway counted it with the page's own request, and again when the browser shows it once more from its
 * back-forward cache. A failure is dropped: counting never disturbs the visitor. Answers a function that stops
 * counting.
 */
export function countPageViews(doc: Document = document): () => void {
  const count = () => {
    const body = JSON.stringify({ path: pagePath(doc.location.pathname) });
    fetch(pageViewsEndpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  };
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) count();
  };
  if (!countedWithPage(doc)) whenShown(count, doc);
  doc.defaultView?.addEventListener('pageshow', restored);
  return () => doc.defaultView?.removeEventListener('pageshow', restored);
}
