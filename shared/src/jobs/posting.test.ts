import { describe, expect, it } from 'vitest';
import {
  countries,
  descriptionRows,
  emptyPosting,
  jobPostingInput,
  postingCategories,
  postingLabels,
  postingLifetimeDays,
  postingPage,
  postingTypes,
  requirementsRows,
  postingGroups,
  submissionStatusQuery,
  type JobPosting,
} from '.';
import { categories } from '../categories';

/** A close date two weeks ahead: within the default 30-day run (docs/postings.md#pay-transparency-laws). */
const closes = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** A posting every pay law of the table accepts: a range, benefits and a close date. */
const valid = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  type: 'Contract',
  category: 'brand-design',
  salaryMin: '60000',
  salaryMax: '80000',
  salaryCurrency: 'EUR',
  salaryPeriod: 'year',
  employerSize: '1',
  benefits: 'Health insurance, 25 days off',
  applicationCloses: closes,
  workFrom: 'PT,europe',
  description: 'Design our brand.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example/jobs/1',
  companyWebsite: 'https://acme.example',
  email: 'jobs@acme.example',
};

/** What the schema answers for `valid`. */
const parsed: JobPosting = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  type: 'Contract',
  category: 'brand-design',
  salaryRange: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
  employerSize: 1,
  benefits: 'Health insurance, 25 days off',
  applicationCloses: closes,
  workFrom: ['PT', 'europe'],
  tzMin: null,
  tzMax: null,
  runDays: 30,
  description: 'Design our brand.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example/jobs/1',
  companyWebsite: 'https://acme.example',
  email: 'jobs@acme.example',
  editToken: null,
};

/** Field -> messages of a refused input. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = jobPostingInput.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '(form)'] ??= []).push(issue.message);
  return errors;
}

describe('job posting form options (docs/validation.md#job-posting)', () => {
  it('offers the five job types with Full-time first', () => {
    expect(postingTypes).toEqual(['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship']);
  });

  it('offers the five categories with graphic-design first, each listed on an existing category page', () => {
    expect(postingCategories.map((c) => c.value)).toEqual([
      'graphic-design',
      'ui-ux-design',
      'product-design',
      'motion-design',
      'brand-design',
    ]);
    const pages = categories.map((c) => c.slug);
    for (const option of postingCategories) expect(pages).toContain(postingPage(option.value));
    expect(postingPage('ui-ux-design')).toBe('ux-ui-design');
    expect(postingPage('unknown')).toBeUndefined();
  });

  it('marks exactly the required fields with * and sizes the textareas 6 and 4 rows', () => {
    expect(postingLabels.title).toBe('Job Title*');
    const required = Object.entries(postingLabels)
      .filter(([, label]) => label.endsWith('*'))
      .map(([field]) => field);
    expect(required).toEqual(['title', 'company', 'employerSize', 'type', 'category', 'description', 'applicationUrl', 'email']);
    expect(postingGroups).toEqual({
      salary: 'Salary Range',
      workFrom: 'Where can people work from?',
      timeZones: 'Time zones (optional)',
    });
    expect(descriptionRows).toBe(6);
    expect(requirementsRows).toBe(4);
  });

  it('keeps approved postings 30 days', () => {
    expect(postingLifetimeDays).toBe(30);
  });
});

describe('job posting schema', () => {
  it('accepts a complete posting and reads its range, areas and run length', () => {
    expect(jobPostingInput.parse(valid)).toEqual(parsed);
  });

  it('starts from the form defaults and refuses them only for the required text fields and the salary', () => {
    expect(emptyPosting).toMatchObject({ type: 'Full-time', category: 'graphic-design', salaryCurrency: 'USD', salaryPeriod: 'year', runDays: '30' });
    expect(errorsOf(emptyPosting)).toEqual({
      title: ['Job title is required'],
      company: ['Company name is required'],
      employerSize: ['Choose how many people the company employs'],
      salaryMin: ['Give a minimum, or tick Not disclosed'],
      salaryMax: ['Give a maximum, or tick Not disclosed'],
      description: ['Job description is required'],
      applicationUrl: ['Application URL is required'],
      email: ['Contact email is required'],
    });
  });

  it('names each missing required field', () => {
    expect(errorsOf({})).toEqual({
      title: ['Job title is required'],
      company: ['Company name is required'],
      employerSize: ['Choose how many people the company employs'],
      type: ['Choose a job type'],
      category: ['Choose a category'],
      salaryMin: ['Give a minimum, or tick Not disclosed'],
      salaryMax: ['Give a maximum, or tick Not disclosed'],
      description: ['Job description is required'],
      applicationUrl: ['Application URL is required'],
      email: ['Contact email is required'],
    });
  });

  it('treats whitespace as missing', () => {
    expect(errorsOf({ ...valid, title: '   ', description: '\n\t' })).toEqual({
      title: ['Job title is required'],
      description: ['Job description is required'],
    });
  });

  it('refuses a type or category that is not an option', () => {
    expect(errorsOf({ ...valid, type: 'Remote', category: 'game-design' })).toEqual({
      type: ['Choose a job type'],
      category: ['Choose a category'],
    });
  });

  it('refuses text over its length limit with the limit in the message', () => {
    expect(errorsOf({ ...valid, title: 'x'.repeat(121) })).toEqual({
      title: ['Job title must be at most 120 characters'],
    });
  });

  it('trims text and turns empty or missing optional fields into null', () => {
    const posting = jobPostingInput.parse({
      ...valid,
      title: '  Senior Brand Designer ',
      requirements: undefined,
      companyWebsite: '',
      editToken: '',
    });
    expect(posting).toMatchObject({
      title: 'Senior Brand Designer',
      requirements: null,
      companyWebsite: null,
      editToken: null,
    });
    const { requirements: _r, companyWebsite: _w, workFrom: _f, salaryCurrency: _c, salaryPeriod: _p, ...required } = valid;
    expect(jobPostingInput.parse(required)).toMatchObject({
      requirements: null,
      companyWebsite: null,
      workFrom: [],
      salaryRange: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
      runDays: 30,
      editToken: null,
    });
  });

  it('drops the control characters XML forbids from every text field, keeping line breaks and tabs', () => {
    const posting = jobPostingInput.parse({
      ...valid,
      title: 'Senior\u0001 Brand Designer\u0008',
      company: '\u001FAcme Studio',
      description: 'Design\u0000 our brand.\n\tWith us.',
      requirements: '5 years\u000C of brand work',
      applicationUrl: 'https://acme.example/jobs/1\u0002',
      companyWebsite: 'https://acme.example\u0007',
    });
    expect(posting).toMatchObject({ ...parsed, description: 'Design our brand.\n\tWith us.' });
  });

  it('treats a text of only control characters as missing', () => {
    expect(errorsOf({ ...valid, title: '\u0001\u0002 \u0003' })).toEqual({ title: ['Job title is required'] });
  });

  it.each(['javascript:alert(1)', '/apply', '//evil.example/apply', 'acme.example/apply', 'data:text/html,hi'])(
    'refuses %j as the application URL or company website',
    (url) => {
      expect(errorsOf({ ...valid, applicationUrl: url, companyWebsite: url })).toEqual({
        applicationUrl: ['Application URL must be a full http(s) URL, like https://example.com/jobs/1'],
        companyWebsite: ['Company website must be a full http(s) URL, like https://example.com/jobs/1'],
      });
    },
  );

  it('accepts http and https URLs, trimmed', () => {
    const posting = jobPostingInput.parse({
      ...valid,
      applicationUrl: ' http://acme.example/a ',
      companyWebsite: 'HTTPS://acme.example',
    });
    expect(posting.applicationUrl).toBe('http://acme.example/a');
    expect(posting.companyWebsite).toBe('HTTPS://acme.example');
  });

  it('trims and lower-cases the contact email and refuses one that is not an address', () => {
    expect(jobPostingInput.parse({ ...valid, email: '  Jobs@ACME.example ' }).email).toBe('jobs@acme.example');
    expect(errorsOf({ ...valid, email: 'jobs at acme' })).toEqual({ email: ['Enter a valid email address'] });
  });

  it('refuses keys the form does not have', () => {
    const errors = errorsOf({ ...valid, status: 'approved' });
    expect(Object.keys(errors)).toEqual(['(form)']);
    expect(errors['(form)']?.[0]).toMatch(/status/);
  });

  it('accepts the hidden bot field, which the server uses to drop bot submissions', () => {
    expect(jobPostingInput.parse({ ...valid, botField: 'http://spam.example' }).botField).toBe('http://spam.example');
  });
});

describe('job posting salary range (docs/postings.md#salary)', () => {
  it('reads whole amounts typed with thousands separators, or sent as numbers', () => {
    expect(jobPostingInput.parse({ ...valid, salaryMin: ' 60,000 ', salaryMax: '80 000' }).salaryRange).toEqual({
      min: 60000,
      max: 80000,
      currency: 'EUR',
      period: 'year',
    });
    expect(jobPostingInput.parse({ ...valid, salaryMin: 45, salaryMax: 45, salaryPeriod: 'hour' }).salaryRange).toEqual({
      min: 45,
      max: 45,
      currency: 'EUR',
      period: 'hour',
    });
  });

  it('stores no range when Not disclosed is ticked, whatever amounts were left typed', () => {
    // The United Kingdom: no pay law of the table reaches it (docs/postings.md#pay-transparency-laws).
    for (const ticked of ['on', true, 'true']) {
      expect(jobPostingInput.parse({ ...valid, workFrom: 'GB', salaryUndisclosed: ticked, salaryMin: '', salaryMax: '' }).salaryRange).toBeNull();
      expect(jobPostingInput.parse({ ...valid, workFrom: 'GB', salaryUndisclosed: ticked }).salaryRange).toBeNull();
    }
  });

  it('asks for both amounts unless Not disclosed is ticked', () => {
    expect(errorsOf({ ...valid, salaryMin: '', salaryMax: '' })).toEqual({
      salaryMin: ['Give a minimum, or tick Not disclosed'],
      salaryMax: ['Give a maximum, or tick Not disclosed'],
    });
    expect(errorsOf({ ...valid, salaryMax: '', salaryUndisclosed: 'false' })).toEqual({ salaryMax: ['Give a maximum, or tick Not disclosed'] });
  });

  it('refuses a maximum under the minimum', () => {
    expect(errorsOf({ ...valid, salaryMin: '90000', salaryMax: '80000' })).toEqual({ salaryMax: ['Maximum must be at least the minimum'] });
  });

  it.each([
    ['60k', 'Minimum must be a whole number, like 60000'],
    ['60000.50', 'Minimum must be a whole number, like 60000'],
    ['-5', 'Minimum must be a whole number, like 60000'],
    ['0', 'Minimum must be more than 0'],
    ['10000001', 'Minimum must be at most 10,000,000'],
  ])('refuses %j as an amount', (amount, message) => {
    expect(errorsOf({ ...valid, salaryMin: amount })).toEqual({ salaryMin: [message] });
  });

  it('refuses an amount over 10,000,000 without also comparing it', () => {
    expect(errorsOf({ ...valid, salaryMax: 20_000_000 })).toEqual({ salaryMax: ['Maximum must be at most 10,000,000'] });
  });

  it('refuses a currency or period that is not an option', () => {
    expect(errorsOf({ ...valid, salaryCurrency: 'BTC', salaryPeriod: 'week' })).toEqual({
      salaryCurrency: ['Choose a currency'],
      salaryPeriod: ['Choose what the salary is paid per'],
    });
  });
});

describe('job posting place and run length (docs/postings.md#where-you-can-work-from)', () => {
  it('reads the areas from a list or from codes joined by commas, without repeats; none is worldwide', () => {
    expect(jobPostingInput.parse({ ...valid, workFrom: ['ES', 'PT', 'ES'] }).workFrom).toEqual(['ES', 'PT']);
    expect(jobPostingInput.parse({ ...valid, workFrom: 'latin-america, US' }).workFrom).toEqual(['latin-america', 'US']);
    expect(jobPostingInput.parse({ ...valid, workFrom: '' }).workFrom).toEqual([]);
    expect(jobPostingInput.parse({ ...valid, workFrom: [] }).workFrom).toEqual([]);
  });

  it('refuses an area not in the lists, and more than 100 of them', () => {
    expect(errorsOf({ ...valid, workFrom: 'PT,Narnia' })).toEqual({ workFrom: ['Choose countries and regions from the list'] });
    expect(errorsOf({ ...valid, workFrom: [1] })).toEqual({ workFrom: ['Choose countries and regions from the list'] });
    const many = countries.slice(0, 101).map(([code]) => code);
    expect(errorsOf({ ...valid, workFrom: many })).toEqual({ workFrom: ['Pick at most 100 countries and regions'] });
    expect(jobPostingInput.parse({ ...valid, workFrom: many.slice(0, 100) }).workFrom).toHaveLength(100);
  });

  it('takes a band of UTC offsets given at both ends, start not east of the end', () => {
    expect(jobPostingInput.parse({ ...valid, tzMin: '-5', tzMax: '3' })).toMatchObject({ tzMin: -5, tzMax: 3 });
    expect(jobPostingInput.parse({ ...valid, tzMin: 2, tzMax: 2 })).toMatchObject({ tzMin: 2, tzMax: 2 });
    expect(jobPostingInput.parse({ ...valid, tzMin: '', tzMax: '' })).toMatchObject({ tzMin: null, tzMax: null });
    expect(errorsOf({ ...valid, tzMin: '-5' })).toEqual({ tzMax: ['Choose both ends of the time zone band, or neither'] });
    expect(errorsOf({ ...valid, tzMax: '4' })).toEqual({ tzMin: ['Choose both ends of the time zone band, or neither'] });
    expect(errorsOf({ ...valid, tzMin: '3', tzMax: '-3' })).toEqual({ tzMax: ['The band must end at or east of where it starts'] });
    expect(errorsOf({ ...valid, tzMin: '-13', tzMax: 'UTC' })).toEqual({
      tzMin: ['Choose a time zone from the list'],
      tzMax: ['Choose a time zone from the list'],
    });
  });

  it('runs 30 days unless told, 1 to 60', () => {
    expect(jobPostingInput.parse({ ...valid, runDays: '' }).runDays).toBe(30);
    expect(jobPostingInput.parse({ ...valid, runDays: '60' }).runDays).toBe(60);
    expect(jobPostingInput.parse({ ...valid, runDays: 7, applicationCloses: '' }).runDays).toBe(7);
    for (const days of ['0', '61', 'forever', 2.5]) {
      expect(errorsOf({ ...valid, runDays: days })).toEqual({ runDays: ['Choose how long it runs: 1 to 60 days'] });
    }
  });

  it('carries an edit link token of at most 400 characters', () => {
    expect(jobPostingInput.parse({ ...valid, editToken: 'abc.def' }).editToken).toBe('abc.def');
    expect(errorsOf({ ...valid, editToken: 'x'.repeat(401) })).toEqual({ editToken: ['Edit link must be at most 400 characters'] });
  });

  it('no longer takes the free-text salary and location', () => {
    expect(Object.keys(errorsOf({ ...valid, salary: '$60k', location: 'Remote' }))).toEqual(['(form)']);
  });
});

describe('submission status query', () => {
  it('defaults to all and accepts each status', () => {
    expect(submissionStatusQuery.parse({})).toEqual({ status: 'all' });
    for (const status of ['pending', 'approved', 'rejected', 'all']) {
      expect(submissionStatusQuery.parse({ status })).toEqual({ status });
    }
  });

  it('refuses an unknown status with a message listing the choices', () => {
    const result = submissionStatusQuery.safeParse({ status: 'deleted' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('status must be pending, approved, rejected or all');
  });
});
