import { pagePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@rdj/router';

/**
 * Reports one page view per navigation, the first page included. Every navigation has its own location key;
 * remembering the last one counted keeps StrictMode's second effect run from counting twice. A list that grows in
 * place (Show More, Load More Posts: the address replaced on the same path, docs/pages.md) is the same view.
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
