import { describe, expect, it } from 'vitest';
import type { PublicPosting } from '@rdj/shared';
import { applicantArea, jobPostingStructuredData, parseSalary, structuredDataScript, textAsHtml } from './structured-data';

const posting: PublicPosting = {
  id: '0b6c3a52-2f3e-4d7a-9a53-6a1f0c2b9e11',
  title: 'Senior Brand Designer',
  company: 'Northwind Studio',
  location: 'Remote (US only)',
  type: 'Contract',
  category: 'brand-design',
  salary: '$60-80k per year',
  description: 'Lead our brand work.\nRemote, async.\n\nYou will own the identity.',
  requirements: '5 years of <brand> work',
  applicationUrl: 'https://northwind.example/jobs/7',
  companyWebsite: 'https://northwind.example',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-04-01T09:00:00.000Z',
  datePosted: '2026-03-02T09:00:00.000Z',
  validThrough: '2026-04-01T09:00:00.000Z',
};

describe('parseSalary', () => {
  it.each([
    ['$60,000 - $80,000 per year', { currency: 'USD', minValue: 60000, maxValue: 80000, unitText: 'YEAR' }],
    ['$60-80k', { currency: 'USD', minValue: 60000, maxValue: 80000, unitText: 'YEAR' }],
    ['€45k', { currency: 'EUR', minValue: 45000, maxValue: 45000, unitText: 'YEAR' }],
    ['USD 50/hour', { currency: 'USD', minValue: 50, maxValue: 50, unitText: 'HOUR' }],
    ['£4,000 monthly', { currency: 'GBP', minValue: 4000, maxValue: 4000, unitText: 'MONTH' }],
    ['$120,000 + 10% bonus', { currency: 'USD', minValue: 120000, maxValue: 120000, unitText: 'YEAR' }],
  ])('reads %s', (text, range) => {
    expect(parseSalary(text)).toEqual(range);
  });

  it.each([null, '', 'Competitive', '60,000 - 80,000', '$ negotiable'])('reads nothing from %j', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe('applicantArea', () => {
  it.each([
    ['Remote (US only)', 'US'],
    ['Remote - Europe', 'Europe'],
    ['100% remote, Canada', 'Canada'],
    ['Germany', 'Germany'],
  ])('reads %s as %s', (location, area) => {
    expect(applicantArea(location)).toBe(area);
  });

  it.each([null, '', 'Remote', 'Worldwide', 'Anywhere (Remote)', 'Fully Remote'])('leaves %j unrestricted', (location) => {
    expect(applicantArea(location)).toBeNull();
  });
});

describe('textAsHtml', () => {
  it('turns blank lines into paragraphs and line breaks into <br>, escaping markup', () => {
    expect(textAsHtml('One <b>\nline\n\n  Two & more  ')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two &amp; more</p>');
  });
});

describe('jobPostingStructuredData', () => {
  it('carries what Google for Jobs needs for a remote posting', () => {
    const data = jobPostingStructuredData(posting, 'https://jobs.example/jobs/0b6c3a52');
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
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'US' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
      url: 'https://jobs.example/jobs/0b6c3a52',
      directApply: false,
    });
  });

  it('gives a single salary as one value and leaves out what was not given', () => {
    const data = jobPostingStructuredData(
      { ...posting, salary: '€45k', location: null, requirements: null, companyWebsite: null, type: 'Full-time' },
      'https://jobs.example/jobs/x',
    );
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 45000, unitText: 'YEAR' },
    });
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Northwind Studio' });
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    expect(data.description).not.toContain('Requirements');
  });

  it('has no baseSalary when the salary text cannot be read', () => {
    expect(jobPostingStructuredData({ ...posting, salary: 'Competitive' }, 'https://jobs.example/jobs/x')).not.toHaveProperty(
      'baseSalary',
    );
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
