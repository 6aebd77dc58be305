import { useCallback, useEffect, useRef } from 'react';
import { replaceAddress } from '@rdj/shared/browser';
import type { CategoryListing } from '@rdj/shared';
import { grownAddress } from '../listing-href';

/**
 * Once the visitor has taken a list on (the function it answers is called), the address follows each page the list
 * then shows (docs/pages.md, paging): `listed` (`page` or `browse`) becomes `page`, once React has put that page on
 * screen. Not at the click: replacing the address took about 18 ms of a 4x-slowed main thread on a category page (a
 * CPU profile of Show More), ahead of the jobs; and a page that failed to load never gets into the address.
 */
export function useAddressFollows(path: string, listed: keyof Pick<CategoryListing, 'page' | 'browse'>, page: number): () => void {
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) replaceAddress(grownAddress(path, { [listed]: page }));
  }, [path, listed, page]);
  return useCallback(() => {
    followed.current = true;
  }, []);
}
