import { maxSearchLength, type CategoryListing } from '@rdj/shared';
import { HiddenFields, payPlaceFields } from './hidden-fields';

/**
 * The sidebar keyword search (docs/pages.md#category-listing-pages), a GET form (docs/pages.md, category pages): the
 * edge renders the search at `?q=…`, from page 1. It carries the endless list's state and the salary floor and
 * country, which a search leaves as they are. `autoComplete="off"`: on Back the browser does not put the text last
 * typed into the page it loads again, so the box always says the search of the address.
 */
export function SearchForm({ listing }: { listing: CategoryListing }) {
  // One search form per page.
  const inputId = 'jobs-search-text';
  return (
    <form role="search" className="card stack jobs-search" method="get" autoComplete="off">
      <label htmlFor={inputId} className="visually-hidden">
        Search jobs
      </label>
      <input
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
