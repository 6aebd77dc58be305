import { pagePath, type HeadTags } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useEffect, useRef } from 'react';
import { useLocation } from '@rdj/router';
import { applyHead } from './apply-head';

/**
 * Keeps the head right on a move inside the admin's app, the one client-side app (docs/pages.md#islands). The edge
 * rendered the head of the first page, so only later pages are asked for; a failed request leaves the head as it was.
 */
export function useHeadSync(): void {
  const path = pagePath(useLocation().pathname);
  const shownPath = useRef(path);

  useEffect(() => {
    if (shownPath.current === path) return;
    const controller = new AbortController();
    api<HeadTags>(`/api/seo?path=${encodeURIComponent(path)}`, { signal: controller.signal }).then(
      (tags) => {
        shownPath.current = path;
        applyHead(document, tags);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [path]);
}
