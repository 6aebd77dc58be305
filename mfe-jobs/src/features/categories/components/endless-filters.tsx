import { employmentTypes, experienceLevels, type CategoryListing, type EmploymentType, type ExperienceLevel } from '@rdj/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { useHydrated } from '../../../page-data/context';
import { HiddenFields, payPlaceFields } from './hidden-fields';

export interface EndlessFilterValues {
  employment: EmploymentType[];
  experience: ExperienceLevel[];
}

const experienceValues: readonly ExperienceLevel[] = experienceLevels.map((level) => level.value);

/** The values of `name` checked in `form`, in `all`'s order, so the same choice always makes the same request. */
function checked<T extends string>(form: FormData, name: string, all: readonly T[]): T[] {
  const values = new Set(form.getAll(name));
  return all.filter((value) => values.has(value));
}

/**
 * Employment type and experience level checkboxes of the endless list; nothing checked means everything. A GET
 * form: before JavaScript, "Apply filters" submits it and the edge renders the filtered list; once hydrated each
 * checkbox applies at once (docs/pages.md#category-listing-pages) and the button goes. The boxes keep their own state, as in the form without
 * JavaScript (a box the visitor ticks stays ticked while the address changes), and follow the address when the
 * filters change otherwise (Back). It carries the search list's state and the salary floor and country, which it
 * leaves be.
 */
export function EndlessFilters({ listing, onChange }: { listing: CategoryListing; onChange: (next: EndlessFilterValues) => void }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The boxes follow the address when it changes otherwise than by a tick here (Back); the key stands for both lists.
  const filtersKey = `${listing.employment.join(',')}|${listing.experience.join(',')}`;
  useEffect(() => {
    const chosen = new Set<string>([...listing.employment, ...listing.experience]);
    for (const box of formRef.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []) box.checked = chosen.has(box.value);
  }, [filtersKey]);
  const onBoxChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    onChange({ employment: checked(form, 'employment', employmentTypes), experience: checked(form, 'experience', experienceValues) });
  };
  return (
    <form
      ref={formRef}
      className="card stack jobs-filters"
      method="get"
      onChange={onBoxChange}
      onSubmit={(event) => event.preventDefault()}
    >
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
      {!hydrated && (
        <button type="submit" className="btn btn-secondary">
          Apply filters
        </button>
      )}
    </form>
  );
}
