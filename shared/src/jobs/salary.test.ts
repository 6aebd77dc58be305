import { describe, expect, it } from 'vitest';
import { formatSalary, maxSalary, readSalary, salaryCurrencies, salaryPeriods, yearlyTop } from './salary';

describe('salary options (docs/postings.md#salary)', () => {
  it('offers six currencies with USD first, three periods with year first, and amounts up to 10,000,000', () => {
    expect(salaryCurrencies).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
    expect(salaryPeriods.map((p) => [p.value, p.label, p.unitText])).toEqual([
      ['year', 'per year', 'YEAR'],
      ['month', 'per month', 'MONTH'],
      ['hour', 'per hour', 'HOUR'],
    ]);
    expect(maxSalary).toBe(10_000_000);
  });
});

describe('formatSalary', () => {
  it.each([
    [{ min: 60000, max: 80000, currency: 'USD', period: 'year' }, '$60,000 – $80,000 per year'],
    [{ min: 45, max: 45, currency: 'EUR', period: 'hour' }, '€45 per hour'],
    [{ min: 4000, max: 4500, currency: 'GBP', period: 'month' }, '£4,000 – £4,500 per month'],
    [{ min: 5000, max: 6000, currency: 'CHF', period: 'month' }, 'CHF 5,000 – CHF 6,000 per month'],
    [{ min: 1250000, max: 10000000, currency: 'CAD', period: 'year' }, 'CAD 1,250,000 – CAD 10,000,000 per year'],
  ] as const)('writes %j as %s', (range, text) => {
    expect(formatSalary(range)).toBe(text);
  });
});

describe('readSalary', () => {
  it.each([
    ['$60,000 - $80,000 per year', { currency: 'USD', min: 60000, max: 80000, period: 'year' }],
    ['$60-80k', { currency: 'USD', min: 60000, max: 80000, period: 'year' }],
    ['€45k', { currency: 'EUR', min: 45000, max: 45000, period: 'year' }],
    ['USD 50/hour', { currency: 'USD', min: 50, max: 50, period: 'hour' }],
    ['£4,000 monthly', { currency: 'GBP', min: 4000, max: 4000, period: 'month' }],
    ['$120,000 + 10% bonus', { currency: 'USD', min: 120000, max: 120000, period: 'year' }],
    ['CA$90k', { currency: 'CAD', min: 90000, max: 90000, period: 'year' }],
    ['A$70-90k', { currency: 'AUD', min: 70000, max: 90000, period: 'year' }],
    ['chf 100k-120k', { currency: 'CHF', min: 100000, max: 120000, period: 'year' }],
  ])('reads %s', (text, range) => {
    expect(readSalary(text)).toEqual(range);
  });

  it.each([null, '', 'Competitive', '60,000 - 80,000', '$ negotiable', '$500 per day', '€2,000 weekly'])('reads nothing from %j', (text) => {
    expect(readSalary(text)).toBeNull();
  });

  it('reads back what formatSalary wrote', () => {
    const range = { min: 60000, max: 80000, currency: 'EUR', period: 'month' } as const;
    expect(readSalary(formatSalary(range))).toEqual(range);
  });
});

describe('yearlyTop', () => {
  it('pays the top of a range over a year: 12 months, 2,080 hours', () => {
    expect(yearlyTop({ min: 1, max: 80000, currency: 'USD', period: 'year' })).toBe(80000);
    expect(yearlyTop({ min: 1, max: 5000, currency: 'USD', period: 'month' })).toBe(60000);
    expect(yearlyTop({ min: 1, max: 50, currency: 'USD', period: 'hour' })).toBe(104000);
  });
});
