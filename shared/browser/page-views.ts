import { pagePath } from '../src/page-path';
import { whenShown } from './shown';

/** Where a page view is reported (docs/data.md#page-views). */
export const pageViewsEndpoint = '/api/page-views';

/**
 * Counts each time the visitor is shown this page (docs/data.md#page-views), without any framework: once when it is
 * shown (a prefetched page runs nothing until then, a prerendered one waits for its activation), and again when
 * the browser shows it once more from its back-forward cache. A failure is dropped: counting never disturbs the
 * visitor. Answers a function that stops counting.
 */
export function countPageViews(doc: Document = document): () => void {
  const count = () => {
    const body = JSON.stringify({ path: pagePath(doc.location.pathname) });
    fetch(pageViewsEndpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  };
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) count();
  };
  whenShown(count, doc);
  doc.defaultView?.addEventListener('pageshow', restored);
  return () => doc.defaultView?.removeEventListener('pageshow', restored);
}
