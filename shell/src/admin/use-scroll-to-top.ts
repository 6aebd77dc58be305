import { useEffect, useRef } from 'react';
import { useLocation } from '@rdj/router';

/** A new page starts at its top, as a full page load would; the first page keeps the browser's own restoration. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
