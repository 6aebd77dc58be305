import { escapeXml, type PublicPosting } from '@rdj/shared';

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
 * Reads a salary written by an employer ("$60,000 - $80,000 per year", "$60-80k", "€45k", "USD 50/hour") into the
 * range Google's baseSalary needs. Null when no currency or amount can be read: then the posting carries no baseSalary.
 */
export function parseSalary(text: string | null): SalaryRange | null {
  if (!text) return null;
  const code = /\b(USD|EUR|GBP|CAD|AUD|CHF)\b/i.exec(text)?.[1]?.toUpperCase();
  const symbol = /[$€£]/.exec(text)?.[0];
  const currency = code ?? (symbol ? currencies[symbol] : undefined);
  if (!currency) return null;
  const found = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k\b|%)?/gi)]
    .filter((m) => m[2] !== '%')
    .map((m) => ({ amount: Number(m[1]!.replace(/,/g, '')), thousands: Boolean(m[2]) }));
  // "$60-80k": the k of the upper bound applies to a bare lower bound too.
  const anyThousands = found.some((f) => f.thousands);
  const amounts = found
    .map((f) => (f.thousands || (anyThousands && f.amount < 1000) ? f.amount * 1000 : f.amount))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const unitText = units.find(([re]) => re.test(text))?.[1] ?? 'YEAR';
  return { currency, minValue: Math.min(...amounts), maxValue: Math.max(...amounts), unitText };
}

/** Words that say "remote" rather than where: "Remote (US only)" leaves "US". */
const remoteWords = /(100%\s*)?\b(fully\s+)?remote\b|\bonly\b/gi;
const anywhere = /^(worldwide|anywhere|global|world)$/i;

/** Where applicants must live, read from the free-text location; null when they may be anywhere. */
export function applicantArea(location: string | null): string | null {
  const area = (location ?? '')
    .replace(remoteWords, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/^[\s,;:/|\-–—]+|[\s,;:/|\-–—]+$/g, '')
    .replace(/\s+/g, ' ');
  return area && !anywhere.test(area) ? area : null;
}

/** Plain text as HTML (Google reads the description as HTML): blank lines part paragraphs, single breaks stay. */
export function textAsHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeXml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

function salaryValue(salary: SalaryRange): Record<string, unknown> {
  const { minValue, maxValue } = salary;
  const amount = minValue === maxValue ? { value: minValue } : { minValue, maxValue };
  return { '@type': 'QuantitativeValue', ...amount, unitText: salary.unitText };
}

/**
 * schema.org JobPosting for an approved posting, as Google for Jobs reads it (docs/toolchain.md#google-for-jobs-structured-data): the full
 * description as HTML, TELECOMMUTE since every job here is remote, baseSalary only when the salary text can be read.
 */
export function jobPostingStructuredData(posting: PublicPosting, pageUrl: string): Record<string, unknown> {
  const salary = parseSalary(posting.salary);
  const area = applicantArea(posting.location);
  const description =
    textAsHtml(posting.description) +
    (posting.requirements ? `<p><strong>Requirements</strong></p>${textAsHtml(posting.requirements)}` : '');
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
    ...(area ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: area } } : {}),
    ...(salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: salary.currency, value: salaryValue(salary) } }
      : {}),
    url: pageUrl,
    directApply: false,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script element. */
export function structuredDataScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
