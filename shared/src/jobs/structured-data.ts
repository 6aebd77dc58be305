import type { PublicPosting } from './posting';

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Google for Jobs employmentType for one of our job types. */
export function schemaEmploymentType(type: string): string {
  return employmentTypes[type.trim().toLowerCase()] ?? 'OTHER';
}

const currencies: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };
const units: [RegExp, string][] = [
  [/\b(hour|hr|hourly)\b/i, 'HOUR'],
  [/\b(day|daily)\b/i, 'DAY'],
  [/\b(week|weekly)\b/i, 'WEEK'],
  [/\b(month|monthly|mo)\b/i, 'MONTH'],
];

export interface SalaryRange {
  currency: string;
  minValue: number;
  maxValue: number;
  unitText: string;
}

/**
 * Reads a salary written by an employer ("$60,000 - $80,000 per year", "€45k", "USD 50/hour") into the range
 * Google's baseSalary needs. Null when no currency or amount can be read: then the posting carries no baseSalary.
 */
export function parseSalary(text: string | null): SalaryRange | null {
  if (!text) return null;
  const code = /\b(USD|EUR|GBP|CAD|AUD|CHF)\b/i.exec(text)?.[1]?.toUpperCase();
  const symbol = /[$€£]/.exec(text)?.[0];
  const currency = code ?? (symbol ? currencies[symbol] : undefined);
  if (!currency) return null;
  const amounts = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)]
    .map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const unitText = units.find(([re]) => re.test(text))?.[1] ?? 'YEAR';
  return { currency, minValue: Math.min(...amounts), maxValue: Math.max(...amounts), unitText };
}

const anywhere = /^(remote|worldwide|anywhere|global)$/i;

/** schema.org JobPosting for an approved posting (Google for Jobs: DESIGN.md "External APIs"). */
export function jobPostingStructuredData(posting: PublicPosting, pageUrl: string): Record<string, unknown> {
  const salary = parseSalary(posting.salary);
  const description = [posting.description, posting.requirements ? `Requirements:\n${posting.requirements}` : null]
    .filter(Boolean)
    .join('\n\n');
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: posting.title,
    description,
    identifier: { '@type': 'PropertyValue', name: posting.company, value: posting.id },
    datePosted: posting.datePosted,
    validThrough: posting.validThrough,
    employmentType: schemaEmploymentType(posting.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: posting.company,
      ...(posting.companyWebsite ? { sameAs: posting.companyWebsite } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    ...(posting.location && !anywhere.test(posting.location.trim())
      ? { applicantLocationRequirements: { '@type': 'Country', name: posting.location } }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.minValue,
              maxValue: salary.maxValue,
              unitText: salary.unitText,
            },
          },
        }
      : {}),
    url: pageUrl,
    directApply: false,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script element. */
export function structuredDataScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
