import { pagePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@rdj/router';

/**
 * Reports one page view per navigation in the admin's app, the first page included (a public page counts its own
 * view without React: docs/pages.md#islands). Every navigation has its own location key; remembering the last one
 * counted keeps StrictMode's second effect run from counting twice. The address replaced on the same path (a status
 * filter) is the same view, as a list growing in place is on a public page (docs/pages.md).
 */
export function usePageViews(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const counted = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if (counted.current?.key === location.key) return;
    const grewInPlace = navigationType === 'REPLACE' && counted.current?.pathname === location.pathname;
    counted.current = { key: location.key, pathname: location.pathname };
    if (grewInPlace) return;
    // Counting must never disturb the visitor: a failure is dropped.
    api('/api/page-views', { method: 'POST', json: { path: pagePath(location.pathname) } }).catch(() => undefined);
  }, [location, navigationType]);
}
