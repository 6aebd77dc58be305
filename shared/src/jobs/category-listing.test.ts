import { describe, expect, it } from 'vitest';
import { categoryListingOf, categoryListingSearch, isNarrowedListing } from './category-listing';

const of = (query: string) => categoryListingOf(new URLSearchParams(query));

describe('categoryListingOf', () => {
  it('reads the plain page as page 1 of both lists with nothing narrowed', () => {
    expect(of('')).toEqual({ q: '', page: 1, employment: [], experience: [], browse: 1 });
  });

  it('reads the search, its page, the filters as checkboxes send them and the endless page', () => {
    expect(of('q=+logo+designer+&page=3&employment=Contract&employment=Full-time&experience=senior&browse=2')).toEqual({
      q: 'logo designer',
      page: 3,
      employment: ['Full-time', 'Contract'],
      experience: ['senior'],
      browse: 2,
    });
  });

  it('ignores unknown filter values and parameters, and cuts a long search to what the API takes', () => {
    const listing = of(`q=${'a'.repeat(150)}&employment=Astronaut&experience=guru&utm_source=news`);
    expect(listing.q).toHaveLength(100);
    expect(listing.employment).toEqual([]);
    expect(listing.experience).toEqual([]);
  });

  it('takes a page out of range as the nearest one', () => {
    expect(of('page=0').page).toBe(1);
    expect(of('page=500&browse=x').page).toBe(100);
    expect(of('browse=x').browse).toBe(1);
  });
});

describe('categoryListingSearch', () => {
  it('writes nothing for the plain page', () => {
    expect(categoryListingSearch({ q: '', page: 1, employment: [], experience: [], browse: 1 })).toBe('');
  });

  it('writes what it reads back, in one order', () => {
    const listing = of('browse=2&experience=senior&employment=Contract&page=3&q=logo+designer');
    const search = categoryListingSearch(listing);
    expect(search).toBe('?q=logo+designer&page=3&employment=Contract&experience=senior&browse=2');
    expect(of(search.slice(1))).toEqual(listing);
  });
});

describe('isNarrowedListing', () => {
  it('is false for the category itself and its later pages', () => {
    expect(isNarrowedListing(of(''))).toBe(false);
    expect(isNarrowedListing(of('page=4'))).toBe(false);
  });

  it.each(['q=logo', 'employment=Contract', 'experience=entry', 'browse=2'])('is true for %s', (query) => {
    expect(isNarrowedListing(of(query))).toBe(true);
  });
});
