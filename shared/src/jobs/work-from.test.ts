import { describe, expect, it } from 'vitest';
import { canWorkFrom } from '../../test/support/job-filters';
import {
  countries,
  countriesOf,
  countryName,
  describeWorkFrom,
  isWorkArea,
  readWorkFrom,
  regions,
  utcOffsetText,
  workAreaName,
} from './work-from';

describe('the lists of places (docs/postings.md#where-you-can-work-from)', () => {
  it('names each country once by its two-letter code, and each region stands for countries in that list', () => {
    const codes = countries.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const region of regions) {
      const listed = region.countries.split(' ');
      expect(listed.filter((code) => !countryName(code))).toEqual([]);
      expect(countriesOf([region.id])).toHaveLength(new Set(listed).size);
    }
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('XX')).toBeUndefined();
  });

  it('knows a country code or a region id as an area, nothing else', () => {
    expect(isWorkArea('PT')).toBe(true);
    expect(isWorkArea('europe')).toBe(true);
    expect(isWorkArea('pt')).toBe(false);
    expect(isWorkArea('Europe')).toBe(false);
    expect(workAreaName('eu')).toBe('European Union');
    expect(workAreaName('GB')).toBe('United Kingdom');
  });
});

describe('countriesOf', () => {
  it('expands regions into their countries without repeats, and drops codes it does not know', () => {
    expect(countriesOf(['PT', 'north-america', 'US', 'XX'])).toEqual(['PT', 'US', 'CA', 'MX']);
    expect(countriesOf([])).toEqual([]);
  });
});

describe('canWorkFrom', () => {
  it('lets anyone take a worldwide job, and someone in a listed country or region take a listed one', () => {
    expect(canWorkFrom([], 'PT')).toBe(true);
    expect(canWorkFrom(['PT'], 'PT')).toBe(true);
    expect(canWorkFrom(['europe'], 'PT')).toBe(true);
    expect(canWorkFrom(['US', 'latin-america'], 'BR')).toBe(true);
    expect(canWorkFrom(['US'], 'PT')).toBe(false);
    expect(canWorkFrom(['eu'], 'GB')).toBe(false);
  });
});

describe('describeWorkFrom', () => {
  it('says Worldwide or names the areas, with the band of time zones when given', () => {
    expect(describeWorkFrom([])).toBe('Worldwide');
    expect(describeWorkFrom(['PT', 'europe'])).toBe('Portugal, Europe');
    expect(describeWorkFrom([], -1, 3)).toBe('Worldwide · UTC−1 to UTC+3');
    expect(describeWorkFrom(['US'], 0, 0)).toBe('United States · UTC');
    expect(describeWorkFrom(['US'], -5, null)).toBe('United States');
  });

  it('writes offsets with a real minus sign', () => {
    expect([utcOffsetText(-12), utcOffsetText(0), utcOffsetText(14)]).toEqual(['UTC−12', 'UTC', 'UTC+14']);
  });
});

describe('readWorkFrom', () => {
  it.each([
    ['Remote (US only)', ['US']],
    ['Remote - Europe', ['europe']],
    ['Remote (UK)', ['GB']],
    ['South Africa', ['ZA']],
    ['Nigeria', ['NG']],
    ['Portugal or Spain', ['PT', 'ES']],
    ['EMEA', ['europe', 'middle-east', 'africa']],
    ['LATAM', ['latin-america']],
    ['Anywhere', []],
    ['Worldwide', []],
  ])('reads %s', (text, areas) => {
    expect(readWorkFrom(text)).toEqual(areas);
  });

  it.each([null, '', '  ', 'Remote', 'Fully remote'])('cannot say where %j may be done from', (text) => {
    expect(readWorkFrom(text)).toBeNull();
  });

  it('reads back what describeWorkFrom wrote', () => {
    expect(readWorkFrom(describeWorkFrom(['PT', 'ES']))).toEqual(['PT', 'ES']);
    expect(readWorkFrom(describeWorkFrom([]))).toEqual([]);
  });
});
