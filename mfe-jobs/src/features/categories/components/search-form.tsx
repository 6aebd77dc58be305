import { maxSearchLength, type CategoryListing } from '@rdj/shared';
import type { FormEvent } from 'react';
import { HiddenFields, payPlaceFields } from './hidden-fields';

/**
 * The sidebar keyword search (docs/pages.md#category-listing-pages), a GET form (docs/pages.md, category pages): without JavaScript the edge
 * renders the search at `?q=…`; with it, the same address is shown without a reload. Every submit searches again
 * from page 1, even with the same text. It carries the endless list's state and the salary floor and country, which a
 * search leaves as they are.
 */
export function SearchForm({ listing, onSearch }: { listing: CategoryListing; onSearch: (text: string) => void }) {
  // One search form per page: a fixed id is the same on the server and in the browser.
  const inputId = 'jobs-search-text';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="card stack jobs-search" method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search jobs
      </label>
      <input
        key={listing.q}
        id={inputId}
        name="q"
        className="input"
        type="search"
        placeholder="Search jobs..."
        maxLength={maxSearchLength}
        defaultValue={listing.q}
      />
      <HiddenFields values={{ employment: listing.employment, experience: listing.experience, browse: listing.browse, ...payPlaceFields(listing) }} />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
