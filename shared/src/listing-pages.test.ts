import { describe, expect, it } from 'vitest';
import { maxShownPages, pageNumber, shownPages } from './listing-pages';

describe('pageNumber', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['100', 100],
  ])('reads ?page=%s as page %i', (value, page) => {
    expect(pageNumber(value, 100)).toBe(page);
  });

  it('takes a page past the last as the last', () => {
    expect(pageNumber('101', 100)).toBe(100);
    expect(pageNumber('9'.repeat(400), 100)).toBe(100);
  });

  it.each([null, '', '0', '-2', '2.5', 'abc', '1e3', ' 2'])('reads %j as page 1', (value) => {
    expect(pageNumber(value, 100)).toBe(1);
  });
});

describe('shownPages', () => {
  it('shows every page up to the one asked for while they fit', () => {
    expect(shownPages(1)).toEqual([1]);
    expect(shownPages(3)).toEqual([1, 2, 3]);
    expect(shownPages(maxShownPages)).toHaveLength(maxShownPages);
  });

  it('shows the last ten pages past the tenth', () => {
    expect(shownPages(12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
