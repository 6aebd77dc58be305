import { describe, expect, it } from 'vitest';
import {
  descriptionRows,
  emptyPosting,
  jobPostingInput,
  postingCategories,
  postingLabels,
  postingLifetimeDays,
  postingPage,
  postingTypes,
  requirementsRows,
  submissionStatusQuery,
} from '.';
import { categories } from '../categories';

const valid = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  location: 'Europe',
  type: 'Contract',
  category: 'brand-design',
  salary: '$60,000 - $80,000',
  description: 'Design our brand.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example/jobs/1',
  companyWebsite: 'https://acme.example',
  email: 'jobs@acme.example',
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
    expect(required).toEqual(['title', 'company', 'type', 'category', 'description', 'applicationUrl', 'email']);
    expect(descriptionRows).toBe(6);
    expect(requirementsRows).toBe(4);
  });

  it('keeps approved postings 30 days', () => {
    expect(postingLifetimeDays).toBe(30);
  });
});

describe('job posting schema', () => {
  it('accepts a complete posting and keeps its values', () => {
    expect(jobPostingInput.parse(valid)).toEqual(valid);
  });

  it('starts from the form defaults and refuses them only for the required text fields', () => {
    expect(emptyPosting.type).toBe('Full-time');
    expect(emptyPosting.category).toBe('graphic-design');
    expect(errorsOf(emptyPosting)).toEqual({
      title: ['Job title is required'],
      company: ['Company name is required'],
      description: ['Job description is required'],
      applicationUrl: ['Application URL is required'],
      email: ['Contact email is required'],
    });
  });

  it('names each missing required field', () => {
    expect(errorsOf({})).toEqual({
      title: ['Job title is required'],
      company: ['Company name is required'],
      type: ['Choose a job type'],
      category: ['Choose a category'],
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
      location: '  ',
      salary: '',
      requirements: undefined,
      companyWebsite: '',
    });
    expect(posting).toMatchObject({
      title: 'Senior Brand Designer',
      location: null,
      salary: null,
      requirements: null,
      companyWebsite: null,
    });
    const { location: _l, salary: _s, requirements: _r, companyWebsite: _w, ...required } = valid;
    expect(jobPostingInput.parse(required)).toMatchObject({
      location: null,
      salary: null,
      requirements: null,
      companyWebsite: null,
    });
  });

  it('drops the control characters XML forbids from every text field, keeping line breaks and tabs', () => {
    const posting = jobPostingInput.parse({
      ...valid,
      title: 'Senior\u0001 Brand Designer\u0008',
      company: '\u001FAcme Studio',
      location: 'Eur\uFFFEope',
      salary: '$60,000\u000B - $80,000',
      description: 'Design\u0000 our brand.\n\tWith us.',
      requirements: '5 years\u000C of brand work',
      applicationUrl: 'https://acme.example/jobs/1\u0002',
      companyWebsite: 'https://acme.example\u0007',
    });
    expect(posting).toMatchObject({ ...valid, description: 'Design our brand.\n\tWith us.' });
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
