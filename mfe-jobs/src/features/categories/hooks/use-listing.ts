import { categoryListingOf, categoryListingSearch, type CategoryListing } from '@rdj/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@rdj/router';

export interface Listing {
  /** What the page's URL asks the lists to show. */
  listing: CategoryListing;
  /**
   * Which search the search list shows: a new one on every search submitted, even with the same text (docs/pages.md#category-pages-search-filters-and-paging:
   * each submit searches again from page 1), and on every salary floor or country chosen; the same while the list
   * only grows.
   */
  searchKey: string;
  /** The page's address for another listing (`/remote-…-jobs?q=…`): what its links and forms lead to. */
  hrefOf: (next: Partial<CategoryListing>) => string;
  /**
   * Shows `next` at its address. A search or a filter is a new history entry, as a form's submission is (a search
   * also a new `searchKey`); a list that grew replaces the entry, so Back leaves the page rather than stepping
   * through its pages.
   */
  show: (next: Partial<CategoryListing>, how: 'search' | 'filter' | 'grow') => void;
}

/** The category page's listing, kept in its URL (docs/pages.md, category pages). */
export function useListing(): Listing {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const listing = categoryListingOf(new URLSearchParams(search));
  const searchKey = `${listing.q}|${payPlaceKey(listing)}|${searchNumberOf(state)}`;
  const hrefOf = (next: Partial<CategoryListing>) => pathname + categoryListingSearch({ ...listing, ...next });
  // `hrefOf` is made from `pathname` and `search` alone, which stand for it here.
  const show = useCallback(
    (next: Partial<CategoryListing>, how: 'search' | 'filter' | 'grow') =>
      navigate(hrefOf(next), { replace: how === 'grow', state: how === 'search' ? { search: ++searches } : state }),
    [navigate, pathname, search, state],
  );
  return { listing, searchKey, hrefOf, show };
}

/** The salary floor and country a listing is narrowed by, as one key (both lists start again when it changes). */
export function payPlaceKey({ salary, from }: CategoryListing): string {
  return `${salary ? `${salary.amount} ${salary.currency}` : ''}|${from ?? ''}`;
}

/** Searches submitted in this document, numbered in the history entry each one makes. */
let searches = 0;

function searchNumberOf(state: unknown): number {
  const value = (state as { search?: unknown } | null)?.search;
  return typeof value === 'number' ? value : 0;
}
