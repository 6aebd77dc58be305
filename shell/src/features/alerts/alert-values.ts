import { alertFrequencies, type AlertFrequency, alertFrequencyLabels, type AlertPageValues, alertPaths, type FormState } from '@rdj/shared';

/** What an alert page is rendered from: the gateway's form state, read as `AlertPageValues` (docs/alerts.md). */
interface AlertPage {
  values: AlertPageValues;
  errors: Record<string, string>;
}

const noValues: AlertPageValues = {
  token: '',
  summary: '',
  frequency: '',
  category: '',
  q: '',
  employment: '',
  experience: '',
  pay: '',
  status: '',
  pausedReason: '',
  saved: '',
};

/** Said when a page reached from a mail has no token to post back (the gateway always sends one or a message). */
const incompleteLinkMessage = 'This link is not complete. Open it again from your email.';

export function alertPageOf(state: FormState | null): AlertPage {
  return { values: { ...noValues, ...state?.values }, errors: state?.errors ?? {} };
}

/**
 * Why a page reached from a mail cannot act, or null: the gateway sends `errors.form` without a token for a link
 * that is no longer valid. A form message beside a token is about what was sent, and the page shows its form.
 */
export function invalidLinkMessage(page: AlertPage): string | null {
  if (page.values.token) return null;
  return page.errors.form || incompleteLinkMessage;
}

/** The search fields' starting values, from the form state's values (lists joined by commas). */
export interface AlertSearchDefaults {
  frequency: string;
  category: string;
  q: string;
  employment: string[];
  experience: string[];
  /** Shows pay (docs/postings.md#shows-pay-filter). */
  pay: boolean;
}

/** An alert with no frequency yet (a new one) starts as a daily digest. */
export function searchDefaultsOf(values: Partial<Record<keyof AlertSearchDefaults, string>>): AlertSearchDefaults {
  return {
    frequency: values.frequency || 'daily',
    category: values.category ?? '',
    q: values.q ?? '',
    employment: listOf(values.employment),
    experience: listOf(values.experience),
    pay: values.pay === '1',
  };
}

function listOf(text = ''): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

export function frequencyLabel(value: string): string {
  return (alertFrequencies as readonly string[]).includes(value) ? alertFrequencyLabels[value as AlertFrequency] : value;
}

/** Where the unsubscribe button posts: the page's own address, so the token names the alert either way. */
export function unsubscribeAction(token: string): string {
  return `${alertPaths.unsubscribe}?${new URLSearchParams({ token })}`;
}
