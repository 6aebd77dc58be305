import { stateName } from './us-states';

/**
 * Where an employer lets people work from (docs/postings.md#where-you-can-work-from): worldwide, or a list of
 * countries (ISO 3166-1 alpha-2 codes), US states (`usStates`) and regions (ids below), and optionally a band of UTC offsets. Plain data
 * and pure rules with no zod, so the card, the posting, the filter and the structured data agree and pages that only
 * show postings stay small.
 */

/** Countries people can work from, by ISO 3166-1 alpha-2 code, in name order (the form's and the filter's lists). */
export const countries: readonly (readonly [code: string, name: string])[] = [
  ['AF', 'Afghanistan'], ['AX', 'Åland Islands'], ['AL', 'Albania'], ['DZ', 'Algeria'], ['AS', 'American Samoa'],
  ['AD', 'Andorra'], ['AO', 'Angola'], ['AI', 'Anguilla'], ['AG', 'Antigua and Barbuda'], ['AR', 'Argentina'],
  ['AM', 'Armenia'], ['AW', 'Aruba'], ['AU', 'Australia'], ['AT', 'Austria'], ['AZ', 'Azerbaijan'],
  ['BS', 'Bahamas'], ['BH', 'Bahrain'], ['BD', 'Bangladesh'], ['BB', 'Barbados'], ['BY', 'Belarus'],
  ['BE', 'Belgium'], ['BZ', 'Belize'], ['BJ', 'Benin'], ['BM', 'Bermuda'], ['BT', 'Bhutan'], ['BO', 'Bolivia'],
  ['BA', 'Bosnia and Herzegovina'], ['BW', 'Botswana'], ['BR', 'Brazil'], ['VG', 'British Virgin Islands'],
  ['BN', 'Brunei'], ['BG', 'Bulgaria'], ['BF', 'Burkina Faso'], ['BI', 'Burundi'], ['KH', 'Cambodia'],
  ['CM', 'Cameroon'], ['CA', 'Canada'], ['CV', 'Cape Verde'], ['BQ', 'Caribbean Netherlands'],
  ['KY', 'Cayman Islands'], ['CF', 'Central African Republic'], ['TD', 'Chad'], ['CL', 'Chile'], ['CN', 'China'],
  ['CX', 'Christmas Island'], ['CC', 'Cocos (Keeling) Islands'], ['CO', 'Colombia'], ['KM', 'Comoros'],
  ['CG', 'Congo'], ['CK', 'Cook Islands'], ['CR', 'Costa Rica'], ['CI', 'Côte d’Ivoire'], ['HR', 'Croatia'],
  ['CU', 'Cuba'], ['CW', 'Curaçao'], ['CY', 'Cyprus'], ['CZ', 'Czechia'], ['DK', 'Denmark'], ['DJ', 'Djibouti'],
  ['DM', 'Dominica'], ['DO', 'Dominican Republic'], ['CD', 'DR Congo'], ['EC', 'Ecuador'], ['EG', 'Egypt'],
  ['SV', 'El Salvador'], ['GQ', 'Equatorial Guinea'], ['ER', 'Eritrea'], ['EE', 'Estonia'], ['SZ', 'Eswatini'],
  ['ET', 'Ethiopia'], ['FK', 'Falkland Islands'], ['FO', 'Faroe Islands'], ['FJ', 'Fiji'], ['FI', 'Finland'],
  ['FR', 'France'], ['GF', 'French Guiana'], ['PF', 'French Polynesia'], ['GA', 'Gabon'], ['GM', 'Gambia'],
  ['GE', 'Georgia'], ['DE', 'Germany'], ['GH', 'Ghana'], ['GI', 'Gibraltar'], ['GR', 'Greece'], ['GL', 'Greenland'],
  ['GD', 'Grenada'], ['GP', 'Guadeloupe'], ['GU', 'Guam'], ['GT', 'Guatemala'], ['GG', 'Guernsey'], ['GN', 'Guinea'],
  ['GW', 'Guinea-Bissau'], ['GY', 'Guyana'], ['HT', 'Haiti'], ['HN', 'Honduras'], ['HK', 'Hong Kong'],
  ['HU', 'Hungary'], ['IS', 'Iceland'], ['IN', 'India'], ['ID', 'Indonesia'], ['IR', 'Iran'], ['IQ', 'Iraq'],
  ['IE', 'Ireland'], ['IM', 'Isle of Man'], ['IL', 'Israel'], ['IT', 'Italy'], ['JM', 'Jamaica'], ['JP', 'Japan'],
  ['JE', 'Jersey'], ['JO', 'Jordan'], ['KZ', 'Kazakhstan'], ['KE', 'Kenya'], ['KI', 'Kiribati'], ['XK', 'Kosovo'],
  ['KW', 'Kuwait'], ['KG', 'Kyrgyzstan'], ['LA', 'Laos'], ['LV', 'Latvia'], ['LB', 'Lebanon'], ['LS', 'Lesotho'],
  ['LR', 'Liberia'], ['LY', 'Libya'], ['LI', 'Liechtenstein'], ['LT', 'Lithuania'], ['LU', 'Luxembourg'],
  ['MO', 'Macao'], ['MG', 'Madagascar'], ['MW', 'Malawi'], ['MY', 'Malaysia'], ['MV', 'Maldives'], ['ML', 'Mali'],
  ['MT', 'Malta'], ['MH', 'Marshall Islands'], ['MQ', 'Martinique'], ['MR', 'Mauritania'], ['MU', 'Mauritius'],
  ['YT', 'Mayotte'], ['MX', 'Mexico'], ['FM', 'Micronesia'], ['MD', 'Moldova'], ['MC', 'Monaco'], ['MN', 'Mongolia'],
  ['ME', 'Montenegro'], ['MS', 'Montserrat'], ['MA', 'Morocco'], ['MZ', 'Mozambique'], ['MM', 'Myanmar'],
  ['NA', 'Namibia'], ['NR', 'Nauru'], ['NP', 'Nepal'], ['NL', 'Netherlands'], ['NC', 'New Caledonia'],
  ['NZ', 'New Zealand'], ['NI', 'Nicaragua'], ['NE', 'Niger'], ['NG', 'Nigeria'], ['NU', 'Niue'],
  ['NF', 'Norfolk Island'], ['KP', 'North Korea'], ['MK', 'North Macedonia'], ['MP', 'Northern Mariana Islands'],
  ['NO', 'Norway'], ['OM', 'Oman'], ['PK', 'Pakistan'], ['PW', 'Palau'], ['PS', 'Palestine'], ['PA', 'Panama'],
  ['PG', 'Papua New Guinea'], ['PY', 'Paraguay'], ['PE', 'Peru'], ['PH', 'Philippines'], ['PN', 'Pitcairn Islands'],
  ['PL', 'Poland'], ['PT', 'Portugal'], ['PR', 'Puerto Rico'], ['QA', 'Qatar'], ['RE', 'Réunion'], ['RO', 'Romania'],
  ['RU', 'Russia'], ['RW', 'Rwanda'], ['BL', 'Saint Barthélemy'], ['SH', 'Saint Helena'],
  ['KN', 'Saint Kitts and Nevis'], ['LC', 'Saint Lucia'], ['MF', 'Saint Martin'],
  ['PM', 'Saint Pierre and Miquelon'], ['VC', 'Saint Vincent and Grenadines'], ['WS', 'Samoa'], ['SM', 'San Marino'],
  ['ST', 'São Tomé and Príncipe'], ['SA', 'Saudi Arabia'], ['SN', 'Senegal'], ['RS', 'Serbia'], ['SC', 'Seychelles'],
  ['SL', 'Sierra Leone'], ['SG', 'Singapore'], ['SX', 'Sint Maarten'], ['SK', 'Slovakia'], ['SI', 'Slovenia'],
  ['SB', 'Solomon Islands'], ['SO', 'Somalia'], ['ZA', 'South Africa'], ['KR', 'South Korea'], ['SS', 'South Sudan'],
  ['ES', 'Spain'], ['LK', 'Sri Lanka'], ['SD', 'Sudan'], ['SR', 'Suriname'], ['SJ', 'Svalbard and Jan Mayen'],
  ['SE', 'Sweden'], ['CH', 'Switzerland'], ['SY', 'Syria'], ['TW', 'Taiwan'], ['TJ', 'Tajikistan'],
  ['TZ', 'Tanzania'], ['TH', 'Thailand'], ['TL', 'Timor-Leste'], ['TG', 'Togo'], ['TK', 'Tokelau'], ['TO', 'Tonga'],
  ['TT', 'Trinidad and Tobago'], ['TN', 'Tunisia'], ['TR', 'Türkiye'], ['TM', 'Turkmenistan'],
  ['TC', 'Turks and Caicos Islands'], ['TV', 'Tuvalu'], ['VI', 'U.S. Virgin Islands'], ['UG', 'Uganda'],
  ['UA', 'Ukraine'], ['AE', 'United Arab Emirates'], ['GB', 'United Kingdom'], ['US', 'United States'],
  ['UY', 'Uruguay'], ['UZ', 'Uzbekistan'], ['VU', 'Vanuatu'], ['VA', 'Vatican City'], ['VE', 'Venezuela'],
  ['VN', 'Vietnam'], ['WF', 'Wallis and Futuna'], ['EH', 'Western Sahara'], ['YE', 'Yemen'], ['ZM', 'Zambia'],
  ['ZW', 'Zimbabwe'],
];

const countryNames = new Map(countries);

/** The name of the country `code` ("PT" → "Portugal"), or undefined for a code not in the list. */
export function countryName(code: string): string | undefined {
  return countryNames.get(code);
}

const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';

/** Regions an employer may pick instead of naming every country; each stands for its countries. */
export const regions = [
  {
    id: 'europe',
    name: 'Europe',
    countries: `${eu} AL AD BY BA FO GI GG IS IM JE XK LI MD MC ME MK NO RU SM RS CH UA GB VA AX SJ`,
  },
  { id: 'eu', name: 'European Union', countries: eu },
  { id: 'north-america', name: 'North America', countries: 'US CA MX' },
  {
    id: 'latin-america',
    name: 'Latin America',
    countries: 'MX GT BZ SV HN NI CR PA CU DO HT PR JM TT BB BS AR BO BR CL CO EC GY PY PE SR UY VE',
  },
  {
    id: 'asia-pacific',
    name: 'Asia-Pacific',
    countries: 'AU NZ JP KR CN HK MO TW SG MY ID PH TH VN KH LA MM BN TL IN PK BD LK NP BT MV MN FJ PG WS TO VU SB KI FM MH PW NR TV',
  },
  { id: 'middle-east', name: 'Middle East', countries: 'AE SA QA KW BH OM YE IQ IR IL JO LB SY PS TR EG' },
  {
    id: 'africa',
    name: 'Africa',
    countries:
      'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA ' +
      'NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW EH RE YT',
  },
] as const;

const regionCountries = new Map<string, readonly string[]>(regions.map((r) => [r.id, r.countries.split(' ')]));

/** A country code, a US state's code or a region id. */
export function isWorkArea(area: string): boolean {
  return countryNames.has(area) || regionCountries.has(area) || stateName(area) !== undefined;
}

/** The name of a country, state or region, as the card, the posting and the structured data show it. */
export function workAreaName(area: string): string {
  return countryName(area) ?? stateName(area) ?? regions.find((r) => r.id === area)?.name ?? area;
}

/** Every country code an area list stands for (regions expanded; states are not countries), without repeats, in order. */
export function countriesOf(areas: readonly string[]): string[] {
  return [...new Set(areas.flatMap((area) => regionCountries.get(area) ?? [area]))].filter((code) => countryNames.has(code));
}

/** The areas that hold `country`: the country itself and every region it is in. */
export function areasHolding(country: string): string[] {
  return [country, ...regions.filter((r) => regionCountries.get(r.id)?.includes(country)).map((r) => r.id)];
}

/** The band of UTC offsets, in whole hours, an employer may ask for. */
export const utcOffsetRange = { min: -12, max: 14 } as const;

/** "UTC+3", "UTC−5" (a real minus sign), "UTC". */
export function utcOffsetText(hours: number): string {
  if (hours === 0) return 'UTC';
  return `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`;
}

/** Where a job can be done from, as one line: "Worldwide", "Portugal, Europe", "Worldwide · UTC−1 to UTC+3". */
export function describeWorkFrom(areas: readonly string[], tzMin: number | null = null, tzMax: number | null = null): string {
  const where = areas.length === 0 ? 'Worldwide' : areas.map(workAreaName).join(', ');
  if (tzMin === null || tzMax === null) return where;
  const band = tzMin === tzMax ? utcOffsetText(tzMin) : `${utcOffsetText(tzMin)} to ${utcOffsetText(tzMax)}`;
  return `${where} · ${band}`;
}

/** What a posting stores about its place: the areas, the band, and `location`, their line of text. */
interface PostingPlace {
  location: string | null;
  workFrom: readonly string[];
  tzMin: number | null;
  tzMax: number | null;
}

/**
 * The areas an employer chose for a posting, or null for a posting sent before the form asked: its `location` is free
 * text (or nothing), not the line its areas make, and its stored [] says nothing (read its text with `readWorkFrom`).
 */
export function chosenWorkFrom(posting: PostingPlace): string[] | null {
  return posting.location === describeWorkFrom(posting.workFrom, posting.tzMin, posting.tzMax) ? [...posting.workFrom] : null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (name: string) => new RegExp(`(?<![\\p{L}])${escaped(name.toLowerCase())}(?![\\p{L}])`, 'u');
const countriesByLength = [...countries].sort((a, b) => b[1].length - a[1].length);

const anywhereWords = /\b(worldwide|anywhere|global(ly)?|world ?wide)\b/i;
const aliases: [RegExp, string[]][] = [
  [/\bemea\b/i, ['europe', 'middle-east', 'africa']],
  [/\b(latam|latin america|south america|central america)\b/i, ['latin-america']],
  [/\b(apac|asia[- ]pacific|asia|oceania)\b/i, ['asia-pacific']],
  [/\bamericas\b/i, ['north-america', 'latin-america']],
  [/\bnorth america\b/i, ['north-america']],
  [/\b(european union|eu)\b/i, ['eu']],
  [/\beurope\b/i, ['europe']],
  [/\bmiddle east\b/i, ['middle-east']],
  [/\bafrica\b/i, ['africa']],
  [/\b(usa?|u\.s\.a?\.?|united states|america)\b/i, ['US']],
  [/\b(uk|great britain|england|scotland|wales)\b/i, ['GB']],
];

/**
 * Reads the areas a free-text location names ("Remote (US only)" → ["US"], "Remote - Europe" → ["europe"],
 * "Anywhere" → []). Null when it names no place we know ("Remote", ""): then nobody can say where the job may be
 * done from (docs/postings.md#where-you-can-work-from, provider jobs).
 */
export function readWorkFrom(text: string | null): string[] | null {
  if (!text?.trim()) return null;
  const found: string[] = [];
  let rest = ` ${text.toLowerCase()} `;
  const take = (pattern: RegExp, areas: readonly string[]) => {
    if (!pattern.test(rest)) return;
    found.push(...areas);
    rest = rest.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
  };
  // Longer names first, so "South Africa" is the country before "Africa" is the region.
  for (const [code, name] of countriesByLength) take(wordPattern(name), [code]);
  for (const [pattern, areas] of aliases) take(pattern, areas);
  if (found.length > 0) return [...new Set(found)];
  return anywhereWords.test(text) ? [] : null;
}
