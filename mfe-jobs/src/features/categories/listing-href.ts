import { categoryListingOf, categoryListingSearch, type CategoryListing } from '@rdj/shared';

/** The category page's address (`path`, its own path) for `listing` changed by `next`: what its links lead to. */
export function listingHref(path: string, listing: CategoryListing, next: Partial<CategoryListing>): string {
  return path + categoryListingSearch({ ...listing, ...next });
}

/**
 * The address a list that grew in place puts in the address bar (docs/pages.md, paging): the one shown now, which the
 * page's other list may have moved since the edge rendered it, changed by `next`. A list's own props would drop what
 * the other list added (Show More's `page`, the endless list's `browse`).
 */
export function grownAddress(path: string, next: Partial<CategoryListing>): string {
  return listingHref(path, categoryListingOf(new URLSearchParams(window.location.search)), next);
}
