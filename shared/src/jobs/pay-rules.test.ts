import { describe, expect, it } from 'vitest';
import { applicablePayRules, employerSizeBands, genderedTitleWarning, isWorkArea, jobPostingInput, opensTo, payRules } from '.';

const today = '2026-11-30';
const lawsOf = (areas: string[], employees: number, day = today) => applicablePayRules(areas, employees, day).map((rule) => rule.law);

describe('where a pay law reaches (docs/postings.md#pay-transparency-laws)', () => {
  const colorado = { places: ['US-CO'] };
  const eu = { places: ['eu'] };

  it('reaches a worldwide job, a job open to the place, its country and the regions holding it', () => {
    for (const areas of [[], ['US-CO'], ['US'], ['north-america'], ['GB', 'US-CO']]) expect(opensTo(areas, colorado)).toBe(true);
  });

  it('does not reach a job open only to another state, country or region', () => {
    for (const areas of [['US-TX'], ['CA'], ['latin-america'], ['europe']]) expect(opensTo(areas, colorado)).toBe(false);
  });

  it('reaches an EU member state, the EU and Europe with the EU directive, not a European country outside the EU', () => {
    for (const areas of [['PT'], ['eu'], ['europe']]) expect(opensTo(areas, eu)).toBe(true);
    for (const areas of [['GB'], ['CH'], ['US']]) expect(opensTo(areas, eu)).toBe(false);
  });
});

describe('which pay laws apply', () => {
  it('applies a law with no size threshold to any employer, and one with a threshold from that size on', () => {
    expect(lawsOf(['US-CO'], 1)).toEqual(["Colorado's Equal Pay for Equal Work Act"]);
    expect(lawsOf(['US-CA'], 10)).toEqual([]);
    expect(lawsOf(['US-CA'], 15)).toEqual(["California's pay scale law (Labor Code § 432.3)"]);
  });

  it('applies a law only from the day it is in force', () => {
    expect(lawsOf(['PT'], 1, '2026-06-06')).toEqual([]);
    expect(lawsOf(['PT'], 1, '2026-06-07')).toEqual(['The EU Pay Transparency Directive (Article 5)']);
  });

  it('applies every law in force to a worldwide job of a large employer', () => {
    expect(lawsOf([], 1000)).toHaveLength(payRules.length);
  });

  it('offers size bands that start at each threshold of the table, so none straddles one', () => {
    const starts = employerSizeBands.map((band) => band.min);
    for (const rule of payRules) if (rule.minEmployees) expect(starts).toContain(rule.minEmployees);
    expect(starts[0]).toBe(1);
    expect(employerSizeBands.map((band) => band.label)).toEqual([
      '1–3 employees',
      '4 employees',
      '5–9 employees',
      '10–14 employees',
      '15–24 employees',
      '25–29 employees',
      '30 or more employees',
    ]);
  });

  it('gives every row a place the form offers, a date, a law name and an https source', () => {
    for (const rule of payRules) {
      expect(rule.inForce).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.source).toMatch(/^https:\/\//);
      expect(rule.places.every(isWorkArea)).toBe(true);
    }
  });
});

describe('the form refuses what an applicable law requires', () => {
  const closes = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const colorado = {
    title: 'Brand Designer',
    company: 'Acme',
    type: 'Contract',
    category: 'brand-design',
    employerSize: '1',
    workFrom: 'US-CO',
    description: 'Design.',
    applicationUrl: 'https://acme.example/jobs/1',
    email: 'jobs@acme.example',
  };
  const errorsOf = (input: object) => {
    const result = jobPostingInput.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('refuses Not disclosed for a job open to Colorado, naming the law', () => {
    expect(errorsOf({ ...colorado, salaryUndisclosed: 'on', benefits: 'Health', applicationCloses: closes })).toEqual({
      salaryUndisclosed: "Colorado's Equal Pay for Equal Work Act requires the pay range for a job open to Colorado: give a minimum and maximum",
    });
  });

  it('asks a job open to Colorado for benefits and the close date', () => {
    expect(errorsOf({ ...colorado, salaryMin: '1', salaryMax: '2' })).toEqual({
      benefits: "Colorado's Equal Pay for Equal Work Act requires a description of benefits and other pay for a job open to Colorado",
      applicationCloses: "Colorado's Equal Pay for Equal Work Act requires the date applications close for a job open to Colorado",
    });
  });

  it('accepts a job open to Colorado with a range, benefits and a close date', () => {
    expect(errorsOf({ ...colorado, salaryMin: '60000', salaryMax: '80000', benefits: 'Health', applicationCloses: closes })).toEqual({});
  });

  it('names the size threshold of a law that has one', () => {
    expect(errorsOf({ ...colorado, workFrom: 'US-WA', employerSize: '15', salaryUndisclosed: true })).toEqual({
      salaryUndisclosed:
        "Washington's Equal Pay and Opportunities Act requires the pay range from employers of 15 or more for a job open to Washington: give a minimum and maximum",
      benefits: "Washington's Equal Pay and Opportunities Act requires a description of benefits and other pay from employers of 15 or more for a job open to Washington",
    });
  });

  it('takes a close date after today and within the run, and refuses a date that is not one', () => {
    const base = { ...colorado, salaryMin: '1', salaryMax: '2', benefits: 'Health' };
    const today = new Date().toISOString().slice(0, 10);
    expect(errorsOf({ ...base, applicationCloses: today })).toEqual({ applicationCloses: 'The close date must be after today' });
    expect(errorsOf({ ...base, applicationCloses: closes, runDays: '5' })).toEqual({
      applicationCloses: "The close date must fall within the posting's run: at most 5 days from today",
    });
    expect(errorsOf({ ...base, applicationCloses: '2026-02-30' })).toEqual({ applicationCloses: 'Give the date as YYYY-MM-DD, like 2026-12-31' });
  });

  it('refuses a size that is not a band', () => {
    expect(errorsOf({ ...colorado, employerSize: '7', salaryMin: '1', salaryMax: '2' })).toEqual({ employerSize: 'Choose how many people the company employs' });
  });
});

describe('gendered titles (docs/postings.md#gendered-titles)', () => {
  it('warns of a gendered title in an ad open to the EU, with a neutral word to use', () => {
    expect(genderedTitleWarning('Lead Draftsman', ['PT'])).toContain('"draftsman"');
    expect(genderedTitleWarning('Lead Draftsman', [])).toContain('Consider "drafter"');
  });

  it('says nothing of a neutral title, or of an ad not open to the EU', () => {
    expect(genderedTitleWarning('Lead Designer', ['PT'])).toBeNull();
    expect(genderedTitleWarning('Lead Draftsman', ['US'])).toBeNull();
  });
});
