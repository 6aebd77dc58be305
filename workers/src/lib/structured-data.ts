import {
  chosenWorkFrom,
  countries,
  countriesOf,
  countryName,
  countryOfArea,
  escapeXml,
  readSalary,
  readWorkFrom,
  salaryPeriods,
  stateName,
  type PublicPosting,
  type SalaryRange,
} from '@rdj/shared';

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Google for Jobs employmentType for one of our job types. */
function schemaEmploymentType(type: string): string {
  return employmentTypes[type.trim().toLowerCase()] ?? 'OTHER';
}

/** The range baseSalary states: the employer's, or one read from an older posting's salary text (else none). */
export function postingSalary(posting: Pick<PublicPosting, 'salaryRange' | 'salary'>): SalaryRange | null {
  return posting.salaryRange ?? readSalary(posting.salary);
}

const everyCountry = countries.map(([code]) => code);

/**
 * The countries and US states applicants may live in (docs/postings.md#where-you-can-work-from): the chosen ones with
 * each region expanded, and a state only when its country is not listed whole; every country for a worldwide job,
 * since Google wants at least one for a TELECOMMUTE job and has no value for "anywhere". An older posting's free-text
 * location is read; null when it names no place.
 */
export function applicantCountries(posting: Pick<PublicPosting, 'location' | 'workFrom' | 'tzMin' | 'tzMax'>): string[] | null {
  const areas = chosenWorkFrom(posting) ?? readWorkFrom(posting.location);
  if (areas === null) return null;
  if (areas.length === 0) return everyCountry;
  const listed = countriesOf(areas);
  return [...listed, ...areas.filter((area) => stateName(area) && !listed.includes(countryOfArea(area)))];
}

/** A country or a state as schema.org names it in `applicantLocationRequirements`. */
const applicantArea = (code: string) => {
  const state = stateName(code);
  return state ? { '@type': 'State', name: state } : { '@type': 'Country', name: countryName(code) };
};

/**
 * When the JobPosting stops taking applications (docs/postings.md#pay-transparency-laws): the day the employer said
 * applications close, else the end of the run.
 */
const validThroughOf = (posting: PublicPosting) => posting.applicationCloses ?? posting.validThrough;
/** The last moment of that: a close date lasts to the end of its day (UTC). */
const endOf = (posting: PublicPosting) => (posting.applicationCloses ? Date.parse(`${posting.applicationCloses}T23:59:59.999Z`) : Date.parse(posting.validThrough));

/** Plain text as HTML (Google reads the description as HTML): blank lines part paragraphs, single breaks stay. */
export function textAsHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeXml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

function salaryValue(salary: SalaryRange): Record<string, unknown> {
  const { min, max } = salary;
  const amount = min === max ? { value: min } : { minValue: min, maxValue: max };
  const unitText = salaryPeriods.find((p) => p.value === salary.period)?.unitText ?? 'YEAR';
  return { '@type': 'QuantitativeValue', ...amount, unitText };
}

/**
 * schema.org JobPosting for a posting, as Google for Jobs reads it (docs/toolchain.md#google-for-jobs-structured-data,
 * docs/postings.md): the full description as HTML, TELECOMMUTE since every job here is remote, with the countries
 * applicants may live in, and baseSalary when the posting has a range.
 */
export function jobPostingStructuredData(posting: PublicPosting, pageUrl: string): Record<string, unknown> {
  const salary = postingSalary(posting);
  const applicants = applicantCountries(posting);
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
    validThrough: validThroughOf(posting),
    employmentType: schemaEmploymentType(posting.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: posting.company,
      ...(posting.companyWebsite ? { sameAs: posting.companyWebsite } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    ...(applicants
      ? { applicantLocationRequirements: applicants.map(applicantArea) }
      : {}),
    ...(salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: salary.currency, value: salaryValue(salary) } }
      : {}),
    url: pageUrl,
    directApply: false,
  };
}

/**
 * The JobPosting of a posting that is open at `now`, else null: a closed or expired job carries none, as Google asks
 * of a job that is gone (docs/postings.md#lifecycle), nor one past the day its applications closed.
 */
export function openJobPostingData(posting: PublicPosting, pageUrl: string, now = new Date()): Record<string, unknown> | null {
  if (!posting.open || posting.closedAt !== null || !(endOf(posting) > now.getTime()) || !(Date.parse(posting.validThrough) > now.getTime())) return null;
  return jobPostingStructuredData(posting, pageUrl);
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script element. */
export function structuredDataScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
