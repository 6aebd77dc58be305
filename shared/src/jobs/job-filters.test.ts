import { describe, expect, it } from 'vitest';
import { meetsPayAndPlace, type PayPlaceFilters } from '../../test/support/job-filters';
import { payLine, payNotDisclosed, salaryOf, workFromOf, type FilterableJob } from './job-filters';

const provider = (salary: string | null, location: string | null = null): FilterableJob => ({ salary, location });
const floor = (amount: number, currency: 'USD' | 'EUR' | 'GBP' = 'USD'): PayPlaceFilters => ({ salary: { amount, currency }, from: null });
const from = (country: string): PayPlaceFilters => ({ salary: null, from: country });

describe('salaryOf', () => {
  it("takes a posting's own range before its text", () => {
    const range = { min: 50000, max: 70000, currency: 'EUR', period: 'year' } as const;
    expect(salaryOf({ salary: '$1 per hour', location: null, salaryRange: range })).toBe(range);
  });

  it("reads a provider job's text, and has nothing for a salary it cannot read", () => {
    expect(salaryOf(provider('$60,000 - $80,000 per year'))).toEqual({ min: 60000, max: 80000, currency: 'USD', period: 'year' });
    expect(salaryOf(provider('Competitive'))).toBeNull();
    expect(salaryOf(provider(null))).toBeNull();
  });
});

describe('the salary floor', () => {
  it('keeps a job whose top of the range reaches the floor, and leaves out one below it', () => {
    expect(meetsPayAndPlace(provider('$60,000 - $80,000 per year'), floor(80000))).toBe(true);
    expect(meetsPayAndPlace(provider('$60,000 - $80,000 per year'), floor(80001))).toBe(false);
  });

  it('counts hourly and monthly pay over a year (2,080 hours, 12 months)', () => {
    expect(meetsPayAndPlace(provider('$50/hour'), floor(104000))).toBe(true);
    expect(meetsPayAndPlace(provider('$50/hour'), floor(104001))).toBe(false);
    expect(meetsPayAndPlace(provider('€5,000 per month'), floor(60000, 'EUR'))).toBe(true);
    expect(meetsPayAndPlace(provider('€5,000 per month'), floor(60001, 'EUR'))).toBe(false);
  });

  it('leaves out a salary in another currency than the floor', () => {
    expect(meetsPayAndPlace(provider('€90k'), floor(40000, 'USD'))).toBe(false);
    expect(meetsPayAndPlace(provider('€90k'), floor(40000, 'EUR'))).toBe(true);
    expect(meetsPayAndPlace(provider('£50,000 - £70,000'), floor(60000, 'GBP'))).toBe(true);
  });

  it('leaves out a job with no salary it can read while a floor is set, and keeps every job without one', () => {
    for (const salary of [null, '', 'Competitive', '$300 per day']) {
      expect(meetsPayAndPlace(provider(salary), floor(40000))).toBe(false);
      expect(meetsPayAndPlace(provider(salary), { salary: null, from: null })).toBe(true);
    }
  });

  it("judges a posting by its own range, and a posting that did not disclose one as unreadable", () => {
    const posting = (salaryRange: FilterableJob['salaryRange']): FilterableJob => ({ salary: null, location: null, salaryRange });
    expect(meetsPayAndPlace(posting({ min: 90000, max: 110000, currency: 'USD', period: 'year' }), floor(100000))).toBe(true);
    expect(meetsPayAndPlace(posting({ min: 40, max: 45, currency: 'USD', period: 'hour' }), floor(100000))).toBe(false);
    expect(meetsPayAndPlace(posting(null), floor(40000))).toBe(false);
  });
});

describe('the pay a card shows', () => {
  it('is the range when the pay reads as one: a posting\'s own, or a provider text readSalary reads', () => {
    expect(payLine(provider('$60k – $80k / year'))).toBe('$60,000 – $80,000 per year');
    expect(payLine({ salary: null, location: null, salaryRange: { min: 45, max: 45, currency: 'EUR', period: 'hour' } })).toBe('€45 per hour');
  });

  it('is "Pay not disclosed" for a posting that did not disclose it, a text that reads as no range, or none', () => {
    expect(payNotDisclosed).toBe('Pay not disclosed');
    for (const salary of [null, '', '  ', 'Competitive, plus equity', '$300 per day']) expect(payLine(provider(salary))).toBe(payNotDisclosed);
    expect(payLine({ salary: null, location: null, salaryRange: null })).toBe(payNotDisclosed);
  });
});

describe('"Shows pay"', () => {
  const showsPay = { salary: null, from: null, pay: true };

  it('keeps exactly the jobs whose card shows a range, and leaves out those that say "Pay not disclosed"', () => {
    for (const salary of ['$60,000 - $80,000 per year', '€5,000 per month', '$50/hour', null, '', 'Competitive', '$300 per day']) {
      const job = provider(salary);
      expect(meetsPayAndPlace(job, showsPay)).toBe(payLine(job) !== payNotDisclosed);
    }
    expect(meetsPayAndPlace({ salary: null, location: null, salaryRange: null }, showsPay)).toBe(false);
  });

  it('combines with the floor and the country', () => {
    const job = provider('€70k', 'Remote, Europe');
    expect(meetsPayAndPlace(job, { salary: { amount: 60000, currency: 'EUR' }, from: 'PT', pay: true })).toBe(true);
    expect(meetsPayAndPlace(job, { salary: { amount: 80000, currency: 'EUR' }, from: 'PT', pay: true })).toBe(false);
    expect(meetsPayAndPlace(provider('Competitive', 'Remote, Europe'), { salary: null, from: 'PT', pay: true })).toBe(false);
  });
});

describe('workFromOf', () => {
  it("takes a posting's own areas ([] is worldwide) before its text", () => {
    expect(workFromOf({ salary: null, location: 'Remote (US only)', workFrom: [] })).toEqual([]);
    expect(workFromOf(provider(null, 'Remote (US only)'))).toEqual(['US']);
    expect(workFromOf(provider(null, 'Remote'))).toBeNull();
  });
});

describe('"I work from"', () => {
  it('keeps a worldwide job for every country', () => {
    expect(meetsPayAndPlace(provider(null, 'Anywhere'), from('PT'))).toBe(true);
    expect(meetsPayAndPlace({ salary: null, location: null, workFrom: [] }, from('KE'))).toBe(true);
  });

  it('keeps a job that lists the country or a region holding it, and leaves out the others', () => {
    expect(meetsPayAndPlace(provider(null, 'Berlin, Germany (Remote)'), from('DE'))).toBe(true);
    expect(meetsPayAndPlace(provider(null, 'Remote, Europe'), from('PT'))).toBe(true);
    expect(meetsPayAndPlace(provider(null, 'Remote - LATAM'), from('BR'))).toBe(true);
    expect(meetsPayAndPlace(provider(null, 'Remote - US'), from('PT'))).toBe(false);
    expect(meetsPayAndPlace({ salary: null, location: null, workFrom: ['eu', 'GB'] }, from('GB'))).toBe(true);
    expect(meetsPayAndPlace({ salary: null, location: null, workFrom: ['eu'] }, from('CH'))).toBe(false);
  });

  it('leaves out a job that does not say where it can be done from while a country is set', () => {
    for (const location of [null, '', 'Remote', 'New York, NY (Remote)']) {
      expect(meetsPayAndPlace(provider(null, location), from('US'))).toBe(false);
      expect(meetsPayAndPlace(provider(null, location), { salary: null, from: null })).toBe(true);
    }
  });

  it('needs both filters at once when both are set', () => {
    const job = provider('€70k', 'Remote, Europe');
    expect(meetsPayAndPlace(job, { salary: { amount: 60000, currency: 'EUR' }, from: 'PT' })).toBe(true);
    expect(meetsPayAndPlace(job, { salary: { amount: 60000, currency: 'EUR' }, from: 'US' })).toBe(false);
    expect(meetsPayAndPlace(job, { salary: { amount: 80000, currency: 'EUR' }, from: 'PT' })).toBe(false);
  });
});
