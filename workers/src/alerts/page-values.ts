import { alertFrequencies, describeAlertSearch, type AlertPageValues, type FormState } from '@rdj/shared';
import type { AlertRow } from './queries';

/** What an alert page shows of `alert`, with the token its forms post back (docs/alerts.md#pages). */
export function alertPageState(alert: AlertRow, token: string, saved = false): FormState {
  const values: AlertPageValues = {
    token,
    summary: describeAlertSearch(alert.search),
    frequency: alert.frequency,
    category: alert.search.category,
    q: alert.search.q,
    employment: alert.search.employment.join(','),
    experience: alert.search.experience.join(','),
    pay: alert.search.pay ? '1' : '',
    status: alert.status,
    pausedReason: alert.pausedReason ?? '',
    saved: saved ? '1' : '',
  };
  return { values: { ...values }, errors: {} };
}

/** A link that names no alert any more (or never did): the page says so, and offers a new sign-up. */
export const invalidLinkState: FormState = {
  values: {},
  errors: { form: 'This link is not valid any more: the alert was removed, or it was never confirmed within 7 days.' },
};

/** A form's fields to show again (lists joined by commas, as the page values carry them); the bot trap left out. */
export function typedAlertFields(form: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ['email', 'frequency', 'category', 'q', 'employment', 'experience', 'pay']) {
    const all = form.getAll(name);
    if (all.length) values[name] = name === 'employment' || name === 'experience' ? all.join(',') : all.at(-1)!;
  }
  if (values.frequency && !(alertFrequencies as readonly string[]).includes(values.frequency)) delete values.frequency;
  return values;
}
