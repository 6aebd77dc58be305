/**
 * Salary ranges (docs/postings.md#salary): what the post-a-job form takes, how cards and postings show it, how a
 * provider's free text is read into one, and the category pages' salary floor. Plain data and pure rules with no
 * zod, so the browser and the edge agree and pages that only show salaries stay small.
 */

export const salaryCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];

/** The periods a range is paid per; `perYear` turns one into a yearly amount for the floor. */
export const salaryPeriods = [
  { value: 'year', label: 'per year', unitText: 'YEAR', perYear: 1 },
  { value: 'month', label: 'per month', unitText: 'MONTH', perYear: 12 },
  { value: 'hour', label: 'per hour', unitText: 'HOUR', perYear: 2080 },
] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number]['value'];

/** The largest amount the form takes, in any currency and period (docs/postings.md#salary). */
export const maxSalary = 10_000_000;

export interface SalaryRange {
  min: number;
  max: number;
  currency: SalaryCurrency;
  period: SalaryPeriod;
}

const symbols: Partial<Record<SalaryCurrency, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** 60000 → "60,000"; written out by hand so the edge and every browser print the same characters. */
function grouped(amount: number): string {
  const [whole, cents] = (Math.round(amount * 100) / 100).toFixed(2).split('.') as [string, string];
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? digits : `${digits}.${cents}`;
}

function money(amount: number, currency: SalaryCurrency): string {
  const symbol = symbols[currency];
  return symbol ? `${symbol}${grouped(amount)}` : `${currency} ${grouped(amount)}`;
}

/** "$60,000 – $80,000 per year", "€45 per hour" (one amount when min and max are the same). */
export function formatSalary(range: SalaryRange): string {
  const label = salaryPeriods.find((p) => p.value === range.period)?.label ?? '';
  const amounts =
    range.min === range.max ? money(range.min, range.currency) : `${money(range.min, range.currency)} – ${money(range.max, range.currency)}`;
  return `${amounts} ${label}`;
}

/** The top of a range as a yearly amount (hours at 2,080 a year), in its own currency. */
export function yearlyTop(range: SalaryRange): number {
  return range.max * (salaryPeriods.find((p) => p.value === range.period)?.perYear ?? 1);
}

const currencyWords: [RegExp, SalaryCurrency][] = [
  [/\b(USD|EUR|GBP|CAD|AUD|CHF)\b/i, 'USD'],
  [/C\$|CA\$/, 'CAD'],
  [/A\$|AU\$/, 'AUD'],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
];

const periodWords: [RegExp, SalaryPeriod][] = [
  [/\b(hour|hr|hourly)\b|\/h\b/i, 'hour'],
  [/\b(month|monthly|mo)\b/i, 'month'],
];

function currencyOf(text: string): SalaryCurrency | undefined {
  for (const [pattern, currency] of currencyWords) {
    const found = pattern.exec(text);
    if (!found) continue;
    const code = found[1]?.toUpperCase();
    return code ? (code as SalaryCurrency) : currency;
  }
  return undefined;
}

/**
 * Reads a salary written as text ("$60,000 - $80,000 per year", "$60-80k", "€45k", "USD 50/hour") into a range.
 * Null when no currency, no amount, or a period we do not keep (a day, a week) is written: such a salary is shown
 * as given and takes no part in the salary floor.
 */
export function readSalary(text: string | null): SalaryRange | null {
  if (!text) return null;
  const currency = currencyOf(text);
  if (!currency || /\b(day|daily|week|weekly)\b/i.test(text)) return null;
  const found = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k\b|%)?/gi)]
    .filter((m) => m[2] !== '%')
    .map((m) => ({ amount: Number(m[1]!.replace(/,/g, '')), thousands: Boolean(m[2]) }));
  // "$60-80k": the k of the upper bound applies to a bare lower bound too.
  const anyThousands = found.some((f) => f.thousands);
  const amounts = found
    .map((f) => (f.thousands || (anyThousands && f.amount < 1000) ? f.amount * 1000 : f.amount))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const period = periodWords.find(([pattern]) => pattern.test(text))?.[1] ?? 'year';
  return { currency, min: Math.min(...amounts), max: Math.max(...amounts), period };
}

/** The category pages' salary floor: at least `amount` a year in `currency`. */
export interface SalaryFloor {
  amount: number;
  currency: SalaryCurrency;
}

