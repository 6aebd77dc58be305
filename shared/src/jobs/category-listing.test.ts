import { describe, expect, it } from 'vitest';
import { categoryListingOf, categoryListingParameters, categoryListingSearch, isNarrowedListing } from './category-listing';

const of = (query: string) => categoryListingOf(new URLSearchParams(query));

describe('categoryListingOf', () => {
  it('reads the plain page as page 1 of both lists with nothing narrowed', () => {
    expect(of('')).toEqual({ q: '', page: 1, employment: [], experience: [], browse: 1, salary: null, from: null, pay: false });
  });

  it('reads the search, its page, the filters as checkboxes send them and the endless page', () => {
    expect(of('q=+logo+designer+&page=3&employment=Contract&employment=Full-time&experience=senior&browse=2')).toEqual({
      q: 'logo designer',
      page: 3,
      employment: ['Full-time', 'Contract'],
      experience: ['senior'],
      browse: 2,
      salary: null,
      from: null,
      pay: false,
    });
  });

  it('reads "Shows pay" as its checkbox sends it, and anything else as not ticked', () => {
    expect(of('pay=1').pay).toBe(true);
    for (const pay of ['0', 'on', 'yes', '']) expect(of(`pay=${pay}`).pay).toBe(false);
  });

  it('reads the salary floor, its currency and the country someone works from', () => {
    expect(of('salary=80000&currency=EUR&from=PT')).toMatchObject({ salary: { amount: 80000, currency: 'EUR' }, from: 'PT' });
    expect(of('salary=60000&currency=gbp&from=pt')).toMatchObject({ salary: { amount: 60000, currency: 'GBP' }, from: 'PT' });
    expect(of('salary=60000').salary).toEqual({ amount: 60000, currency: 'USD' });
    expect(of('currency=EUR').salary).toBeNull();
  });

  it('ignores a floor, currency or country it cannot read, and takes a floor over the highest as the highest', () => {
    for (const salary of ['0', '-5', 'lots', '60000.5', '60,000', '']) expect(of(`salary=${salary}`).salary).toBeNull();
    expect(of('salary=99999999').salary?.amount).toBe(1_000_000);
    expect(of('salary=60000&currency=XYZ').salary).toEqual({ amount: 60000, currency: 'USD' });
    for (const from of ['ZZ', 'Portugal', 'europe', '']) expect(of(`from=${from}`).from).toBeNull();
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
    expect(categoryListingSearch({ q: '', page: 1, employment: [], experience: [], browse: 1, salary: null, from: null, pay: false })).toBe('');
  });

  it('writes the currency of a floor unless it is USD', () => {
    expect(categoryListingSearch({ salary: null, from: 'PT' })).toBe('?from=PT');
    expect(categoryListingSearch({ salary: { amount: 60000, currency: 'USD' } })).toBe('?salary=60000');
    expect(categoryListingSearch({ salary: { amount: 60000, currency: 'EUR' } })).toBe('?salary=60000&currency=EUR');
  });

  it('writes what it reads back, in one order', () => {
    const listing = of('pay=1&from=DE&currency=EUR&salary=60000&browse=2&experience=senior&employment=Contract&page=3&q=logo+designer');
    const search = categoryListingSearch(listing);
    expect(search).toBe(
      '?q=logo+designer&page=3&employment=Contract&experience=senior&browse=2&salary=60000&currency=EUR&from=DE&pay=1',
    );
    expect(of(search.slice(1))).toEqual(listing);
    expect([...new URLSearchParams(search).keys()].filter((name, i, all) => all.indexOf(name) === i)).toEqual(categoryListingParameters);
  });
});

describe('isNarrowedListing', () => {
  it('is false for the category itself and its later pages', () => {
    expect(isNarrowedListing(of(''))).toBe(false);
    expect(isNarrowedListing(of('page=4'))).toBe(false);
  });

  it.each(['q=logo', 'employment=Contract', 'experience=entry', 'browse=2', 'salary=60000', 'from=PT', 'pay=1'])('is true for %s', (query) => {
    expect(isNarrowedListing(of(query))).toBe(true);
  });
});
