import { employmentTypes, type AlertSearch } from '@rdj/shared';

/** The search text's words, lower-cased: a job matches when each is in its title or snippet (as the page does). */
export function termsOf(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * One key per distinct search, so one address has one alert per search (`job_alerts_email_search`). Shows pay is
 * added only when set, so the keys of alerts made before it stay as they were.
 */
export function searchKeyOf(search: AlertSearch): string {
  const employment = employmentTypes.filter((type) => search.employment.includes(type));
  const experience = [...search.experience].sort();
  return JSON.stringify([search.category, termsOf(search.q).sort().join(' '), employment, experience, ...(search.pay ? ['pay'] : [])]);
}

/** An alert row's search columns as the page and the mails read them. */
export function searchOf(row: { category: string; q: string; employment: string; experience: string; pay: number }): AlertSearch {
  return { category: row.category, q: row.q, employment: JSON.parse(row.employment), experience: JSON.parse(row.experience), pay: row.pay === 1 };
}
