import { describe, expect, it } from 'vitest';
import { countries, describeWorkFrom, type PublicPosting } from '@rdj/shared';
import {
  applicantCountries,
  jobPostingStructuredData,
  openJobPostingData,
  postingSalary,
  structuredDataScript,
  textAsHtml,
} from './structured-data';

const now = new Date('2026-03-10T12:00:00.000Z');
const pageUrl = 'https://jobs.example/jobs/0b6c3a52';

/** An open posting as the form stores it now: a range, two areas and their line of text. */
const posting: PublicPosting = {
  id: '0b6c3a52-2f3e-4d7a-9a53-6a1f0c2b9e11',
  title: 'Senior Brand Designer',
  company: 'Northwind Studio',
  location: describeWorkFrom(['PT', 'north-america'], -5, 1),
  type: 'Contract',
  category: 'brand-design',
  salary: null,
  salaryRange: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
  workFrom: ['PT', 'north-america'],
  tzMin: -5,
  tzMax: 1,
  employerSize: 15,
  benefits: null,
  applicationCloses: null,
  description: 'Lead our brand work.\nRemote, async.\n\nYou will own the identity.',
  requirements: '5 years of <brand> work',
  applicationUrl: 'https://northwind.example/jobs/7',
  companyWebsite: 'https://northwind.example',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-04-01T09:00:00.000Z',
  runDays: 30,
  closedAt: null,
  companySlug: 'northwind-studio',
  datePosted: '2026-03-02T09:00:00.000Z',
  validThrough: '2026-04-01T09:00:00.000Z',
  open: true,
};

/** A posting sent before ranges and places existed: free text in `salary` and `location`, the stored defaults beside. */
const older: PublicPosting = { ...posting, salary: '$60-80k per year', salaryRange: null, location: 'Remote (US only)', workFrom: [], tzMin: null, tzMax: null };

// Google's JobPosting fields (developers.google.com/search/docs/appearance/structured-data/job-posting): required, the
// two a fully remote job needs, and the recommended ones we can fill.
const required = ['datePosted', 'description', 'hiringOrganization', 'title', 'validThrough'];
const remote = ['applicantLocationRequirements', 'jobLocationType'];
const recommended = ['baseSalary', 'employmentType', 'identifier', 'directApply'];

describe('textAsHtml', () => {
  it('turns blank lines into paragraphs and line breaks into <br>, escaping markup', () => {
    expect(textAsHtml('One <b>\nline\n\n  Two & more  ')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two &amp; more</p>');
  });
});

describe('jobPostingStructuredData', () => {
  it('carries every field Google requires, those of a remote job, and the recommended ones', () => {
    const data = jobPostingStructuredData(posting, pageUrl);
    for (const field of [...required, ...remote, ...recommended]) expect(data).toHaveProperty(field);
    expect(data).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Brand Designer',
      description:
        '<p>Lead our brand work.<br>Remote, async.</p><p>You will own the identity.</p>' +
        '<p><strong>Requirements</strong></p><p>5 years of &lt;brand&gt; work</p>',
      identifier: { '@type': 'PropertyValue', name: 'Northwind Studio', value: posting.id },
      datePosted: '2026-03-02T09:00:00.000Z',
      validThrough: '2026-04-01T09:00:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Studio', sameAs: 'https://northwind.example' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Portugal' },
        { '@type': 'Country', name: 'United States' },
        { '@type': 'Country', name: 'Canada' },
        { '@type': 'Country', name: 'Mexico' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
      url: pageUrl,
      directApply: false,
    });
  });

  it('names every country for a worldwide job, since a remote job must name at least one', () => {
    const data = jobPostingStructuredData({ ...posting, workFrom: [], tzMin: null, tzMax: null, location: 'Worldwide' }, pageUrl);
    const names = (data.applicantLocationRequirements as { '@type': string; name: string }[]).map((c) => c.name);
    expect(names).toEqual(countries.map(([, name]) => name));
    expect(names).toContain('Portugal');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
  });

  it('states the salary per month or hour, one amount as a single value', () => {
    const monthly = jobPostingStructuredData({ ...posting, salaryRange: { min: 4000, max: 5000, currency: 'GBP', period: 'month' } }, pageUrl);
    expect(monthly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 5000, unitText: 'MONTH' },
    });
    const hourly = jobPostingStructuredData({ ...posting, salaryRange: { min: 45, max: 45, currency: 'USD', period: 'hour' } }, pageUrl);
    expect(hourly.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 45, unitText: 'HOUR' },
    });
  });

  it('leaves out baseSalary when the salary is not disclosed, and what else was not given', () => {
    const data = jobPostingStructuredData(
      { ...posting, salaryRange: null, requirements: null, companyWebsite: null, type: 'Full-time' },
      pageUrl,
    );
    expect(data).not.toHaveProperty('baseSalary');
    for (const field of [...required, ...remote]) expect(data).toHaveProperty(field);
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Northwind Studio' });
    expect(data.description).not.toContain('Requirements');
  });

  it('reads an older posting’s salary and location text', () => {
    const data = jobPostingStructuredData(older, pageUrl);
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
    });
    expect(data.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'United States' }]);
  });

  it('leaves out what an older posting’s text does not say', () => {
    const data = jobPostingStructuredData({ ...older, salary: 'Competitive', location: 'Remote' }, pageUrl);
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
  });
});

describe('postingSalary and applicantCountries', () => {
  it('prefer what the employer chose, and read older text only when nothing was chosen', () => {
    expect(postingSalary(posting)).toEqual(posting.salaryRange);
    expect(postingSalary({ salaryRange: null, salary: null })).toBeNull();
    expect(applicantCountries({ ...posting, workFrom: ['eu'], location: 'European Union', tzMin: null, tzMax: null })).toHaveLength(27);
    expect(applicantCountries({ ...older, location: null })).toBeNull();
  });
});

describe('openJobPostingData', () => {
  it('answers the JobPosting of an open posting', () => {
    expect(openJobPostingData(posting, pageUrl, now)).toEqual(jobPostingStructuredData(posting, pageUrl));
  });

  it('answers nothing for an expired posting, even one not yet marked ended', () => {
    const expired = { ...posting, validThrough: '2026-03-10T11:59:59.000Z', expiresAt: '2026-03-10T11:59:59.000Z' };
    expect(openJobPostingData(expired, pageUrl, now)).toBeNull();
    expect(openJobPostingData({ ...expired, open: false }, pageUrl, now)).toBeNull();
  });

  it('answers nothing for a closed posting', () => {
    expect(openJobPostingData({ ...posting, open: false, closedAt: '2026-03-09T10:00:00.000Z' }, pageUrl, now)).toBeNull();
    expect(openJobPostingData({ ...posting, open: false }, pageUrl, now)).toBeNull();
  });
});

describe('structuredDataScript', () => {
  it('escapes < so a value cannot close the script element, and stays the same JSON', () => {
    const data = { title: '</script><script>alert(1)</script>' };
    const script = structuredDataScript(data);
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual(data);
  });
});
