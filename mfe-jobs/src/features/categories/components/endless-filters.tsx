import { employmentTypes, experienceLevels, type CategoryListing } from '@rdj/shared';
import { HiddenFields, payPlaceFields } from './hidden-fields';

/**
 * Employment type and experience level checkboxes of the endless list; nothing checked means everything. A GET
 * form: "Apply filters" submits it and the edge renders the filtered page (docs/pages.md#category-listing-pages). It
 * carries the search list's state and the salary floor and country, which it leaves be. `autoComplete="off"`: on Back
 * the browser does not put the boxes last ticked into the page it loads again, so they are always the address's.
 */
export function EndlessFilters({ listing }: { listing: CategoryListing }) {
  return (
    <form className="card stack jobs-filters" method="get" autoComplete="off">
      <fieldset className="choices">
        <legend>Employment type</legend>
        {employmentTypes.map((type) => (
          <label key={type} className="choice">
            <input type="checkbox" name="employment" value={type} defaultChecked={listing.employment.includes(type)} />
            {type}
          </label>
        ))}
      </fieldset>
      <fieldset className="choices">
        <legend>Experience level</legend>
        {experienceLevels.map((level) => (
          <label key={level.value} className="choice">
            <input type="checkbox" name="experience" value={level.value} defaultChecked={listing.experience.includes(level.value)} />
            {level.label}
          </label>
        ))}
      </fieldset>
      <HiddenFields values={{ q: listing.q, page: listing.page, ...payPlaceFields(listing) }} />
      <button type="submit" className="btn btn-secondary">
        Apply filters
      </button>
    </form>
  );
}
