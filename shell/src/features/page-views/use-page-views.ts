import { pagePath } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useRef } from 'react';
import { useLocation } from '@rdj/router';

/**
 * Reports one page view per navigation, the first page included. Every navigation has its own location key;
 * remembering the last one counted keeps StrictMode's second effect run from counting twice.
 */
export function usePageViews(): void {
  const location = useLocation();
  const countedKey = useRef<string | null>(null);

  useEffect(() => {
    if (countedKey.current === location.key) return;
    countedKey.current = location.key;
    // Counting must never disturb the visitor: a failure is dropped.
    api('/api/page-views', { method: 'POST', json: { path: pagePath(location.pathname) } }).catch(() => undefined);
  }, [location]);
}
