import { countryOfArea } from './us-states';
import { countriesOf } from './work-from';

/**
 * The pay transparency laws that reach a remote job ad, one row each (docs/postings.md#pay-transparency-laws, which
 * gives each row's source). A row applies to a posting when the places it may be done from include the row's place
 * (worldwide includes every place; a country and its regions include its states), its law is in force, and the
 * employer has at least `minEmployees` (null: any size). The form then refuses what the row requires and lacks.
 */
export interface PayRule {
  /** Where the law reaches: country codes, US state codes (ISO 3166-2) or region ids. */
  places: readonly string[];
  /** The law as a message names it: "Colorado's Equal Pay for Equal Work Act". */
  law: string;
  /** The place as a message names it: "a job open to Colorado". */
  placeName: string;
  /** The day from which it requires all `requires` lists (YYYY-MM-DD). */
  inForce: string;
  /** The employer size from which it applies; null when it applies to any employer. */
  minEmployees: number | null;
  requires: { range: true; benefits: boolean; closeDate: boolean };
  source: string;
}

const range = { range: true, benefits: false, closeDate: false } as const;
const rangeAndBenefits = { range: true, benefits: true, closeDate: false } as const;

export const payRules: readonly PayRule[] = [
  {
    places: ['US-CO'],
    law: "Colorado's Equal Pay for Equal Work Act",
    placeName: 'Colorado',
    inForce: '2024-01-01',
    minEmployees: null,
    requires: { range: true, benefits: true, closeDate: true },
    source: 'https://regulations.justia.com/states/colorado/1100/1101-d-1/rule-7-ccr-1103-18/rule-7-ccr-1103-18-11',
  },
  {
    places: ['US-NY'],
    law: "New York City's salary transparency law (Local Law 32 of 2022)",
    placeName: 'New York',
    inForce: '2022-11-01',
    minEmployees: 4,
    requires: range,
    source: 'https://www.mondaq.com/unitedstates/employee-rights-labour-relations/1247510/new-york-city-pay-transparency-law-now-in-effect',
  },
  {
    places: ['US-NY'],
    law: "New York State's pay transparency law (Labor Law § 194-b)",
    placeName: 'New York',
    inForce: '2023-09-17',
    minEmployees: 4,
    requires: range,
    source: 'https://www.harrisbeach.com/insights/new-york-enacts-statewide-pay-transparency-law/',
  },
  {
    places: ['US-CA'],
    law: "California's pay scale law (Labor Code § 432.3)",
    placeName: 'California',
    inForce: '2023-01-01',
    minEmployees: 15,
    requires: range,
    source: 'https://ogletree.com/insights-resources/blog-posts/california-labor-agency-posts-faqs-relating-to-new-pay-scale-posting-requirements',
  },
  {
    places: ['US-WA'],
    law: "Washington's Equal Pay and Opportunities Act",
    placeName: 'Washington',
    inForce: '2023-01-01',
    minEmployees: 15,
    requires: rangeAndBenefits,
    source: 'https://lawfilesext.leg.wa.gov/biennium/2025-26/Htm/Bill%20Reports/Senate/5408%20SBA%20LC%2025.htm',
  },
  {
    places: ['US-IL'],
    law: "Illinois's Equal Pay Act",
    placeName: 'Illinois',
    inForce: '2025-01-01',
    minEmployees: 15,
    requires: rangeAndBenefits,
    source: 'https://mwe.com/insights/illinois-mandates-pay-and-benefits-information-for-job-postings',
  },
  {
    places: ['US-NJ'],
    law: "New Jersey's Pay Transparency Act",
    placeName: 'New Jersey',
    inForce: '2025-06-01',
    minEmployees: 10,
    requires: rangeAndBenefits,
    source: 'https://lowenstein.com/news-insights/publications/client-alerts/new-jersey-joins-jurisdictions-requiring-pay-disclosure-in-job-postings-employment',
  },
  {
    places: ['US-VT'],
    law: "Vermont's pay disclosure law (Act 155)",
    placeName: 'Vermont',
    inForce: '2025-07-01',
    minEmployees: 5,
    requires: range,
    source: 'https://sheeheyvt.com/state-law-changes-for-vermont-employers',
  },
  {
    places: ['US-MA'],
    law: "Massachusetts's Salary Range Transparency Act",
    placeName: 'Massachusetts',
    inForce: '2025-10-29',
    minEmployees: 25,
    requires: range,
    source: 'https://www.jacksonlewis.com/insights/massachusetts-pay-transparency-law-takes-effect-october-heres-what-employers-need-do-now',
  },
  {
    places: ['US-MN'],
    law: "Minnesota's pay transparency law (Minn. Stat. § 181.173)",
    placeName: 'Minnesota',
    inForce: '2025-01-01',
    minEmployees: 30,
    requires: rangeAndBenefits,
    source: 'https://stinson.com/newsroom-publications-minnesota-pay-transparency-signed-into-law',
  },
  {
    places: ['eu'],
    law: 'The EU Pay Transparency Directive (Article 5)',
    placeName: 'the European Union',
    inForce: '2026-06-07',
    minEmployees: null,
    requires: range,
    source: 'https://grove.hr/blog/eu-pay-transparency-directive-2026',
  },
];

/** The countries and states an area list stands for: regions become their countries, a state stays itself. */
function pointsOf(areas: readonly string[]): string[] {
  return [...countriesOf(areas), ...areas.filter((area) => area.includes('-'))];
}

/** Whether two points overlap: the same, or one is the country the other (a state) is in. */
const overlap = (a: string, b: string) => a === b || countryOfArea(a) === b || a === countryOfArea(b);

/** Whether a job that may be done from `areas` ([] worldwide) is open to some place of `rule`. */
export function opensTo(areas: readonly string[], rule: Pick<PayRule, 'places'>): boolean {
  if (areas.length === 0) return true;
  const job = pointsOf(areas);
  return pointsOf(rule.places).some((place) => job.some((point) => overlap(point, place)));
}

/**
 * The employer sizes the form offers, bands that start at each threshold of the table: `min` is what is stored and
 * compared, so a band never straddles a threshold.
 */
export const employerSizeBands: readonly { min: number; label: string }[] = (() => {
  const starts = [...new Set([1, ...payRules.flatMap((rule) => (rule.minEmployees ? [rule.minEmployees] : []))])].sort((a, b) => a - b);
  return starts.map((min, i) => {
    const next = starts[i + 1];
    const label = next === undefined ? `${min} or more` : next - 1 === min ? `${min}` : `${min}–${next - 1}`;
    return { min, label: `${label} ${min === 1 && next === 2 ? 'employee' : 'employees'}` };
  });
})();

/** The rules in force on `today` (YYYY-MM-DD) for a job open to `areas`, from an employer of `employees` or more. */
export function applicablePayRules(areas: readonly string[], employees: number, today: string): PayRule[] {
  return payRules.filter((rule) => rule.inForce <= today && (rule.minEmployees ?? 0) <= employees && opensTo(areas, rule));
}
