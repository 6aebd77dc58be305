import { categories } from '../categories';
import { experienceLevels, showsPayLabel } from '../jobs';
import type { AlertSearch } from './contracts';

/**
 * An alert's search in words, the one wording of the mails and the pages:
 * `Graphic Design jobs matching “logo” (Full-time, Senior Level, Shows pay)`, or `All remote design jobs`.
 */
export function describeAlertSearch(search: AlertSearch): string {
  const category = categories.find((c) => c.slug === search.category);
  let text = category ? `${category.name} jobs` : 'All remote design jobs';
  if (search.q) text += ` matching “${search.q}”`;
  const levels = search.experience.map((value) => experienceLevels.find((level) => level.value === value)?.label ?? value);
  const filters = [...search.employment, ...levels, ...(search.pay ? [showsPayLabel] : [])];
  if (filters.length) text += ` (${filters.join(', ')})`;
  return text;
}

/** The search as a category page's form sends it: repeated `employment` and `experience` fields become lists. */
export function alertFieldsOf(form: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (name === 'employment' || name === 'experience') fields[name] = [...((fields[name] as string[] | undefined) ?? []), value];
    else fields[name] = value;
  }
  return fields;
}

/**
 * What the gateway hands an alert page in its form state (`FormState.values`, docs/pages.md#forms): the token the
 * page's forms post back, the search in words, and the alert's settings, lists joined by commas. A link that is no
 * longer valid gets `errors.form` instead.
 */
export interface AlertPageValues {
  token: string;
  summary: string;
  frequency: string;
  category: string;
  q: string;
  employment: string;
  experience: string;
  /** '1' when the alert keeps to jobs that show pay, '' otherwise. */
  pay: string;
  /** 'pending', 'confirmed' or 'paused'. */
  status: string;
  /** Why a paused alert paused. */
  pausedReason: string;
  /** '1' on the manage page right after a save. */
  saved: string;
}
