import type { AlertPageValues } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { islandsIn, renderEdgePage } from '../../../test/edge-page';

const token = 'v1.a+b/c=';

function alertValues(overrides: Partial<AlertPageValues> = {}): { values: Record<string, string>; errors: Record<string, string> } {
  const values: AlertPageValues = {
    token,
    summary: 'UX/UI Design jobs matching “figma” (Contract, Senior Level)',
    frequency: 'weekly',
    category: 'ux-ui-design',
    q: 'figma',
    employment: 'Contract',
    experience: 'senior',
    pay: '',
    status: 'confirmed',
    pausedReason: '',
    saved: '',
    ...overrides,
  };
  return { values: { ...values }, errors: {} };
}

const expired = { values: {}, errors: { form: 'This link has expired. Sign up again to get a new one.' } };

/** The page at `path` as the edge renders it, from the form state the gateway passes (docs/alerts.md#pages). */
function renderAlertPage(path: string, form: { values: Record<string, string>; errors: Record<string, string> } | null = null) {
  return renderEdgePage(path, { form });
}

/** A form's fields as the browser would post them: name=value, in order. */
function postedFields(form: HTMLFormElement): string[] {
  return Array.from(new FormData(form), ([name, value]) => `${name}=${String(value)}`);
}

function formOf(button: HTMLElement): HTMLFormElement {
  return button.closest('form')!;
}

describe('/alerts/confirm', () => {
  it('shows the alert’s search and frequency and one Confirm alert button posting the token to /alerts/confirm', () => {
    renderAlertPage(`/alerts/confirm?token=${encodeURIComponent(token)}`, alertValues());
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your job alert' })).toBeTruthy();
    expect(screen.getByText('UX/UI Design jobs matching “figma” (Contract, Senior Level)')).toBeTruthy();
    expect(screen.getByText('Once a week')).toBeTruthy();
    const buttons = within(screen.getByRole('main')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Confirm alert']);
    const form = formOf(buttons[0]!);
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/alerts/confirm']);
    expect(postedFields(form)).toEqual([`token=${token}`]);
  });

  it('confirms nothing by being opened: the page is plain HTML with no island of its own, so nothing runs', () => {
    const root = renderAlertPage(`/alerts/confirm?token=${encodeURIComponent(token)}`, alertValues({ status: 'pending' }));
    expect(islandsIn(root.querySelector('main')!)).toEqual([]);
    expect(root.querySelector('script')).toBeNull();
  });

  it('says why a link no longer works, with a link to a new alert and no form', () => {
    renderAlertPage('/alerts/confirm?token=old', expired);
    expect(screen.getByRole('alert').textContent).toBe('This link has expired. Sign up again to get a new one.');
    expect(screen.getByRole('link', { name: 'Set up a new alert' }).getAttribute('href')).toBe('/alerts/new');
    expect(screen.getByRole('main').querySelector('form')).toBeNull();
  });

  it('says the link is not complete when the page came without a token', () => {
    renderAlertPage('/alerts/confirm');
    expect(screen.getByRole('alert').textContent).toBe('This link is not complete. Open it again from your email.');
  });
});

describe('/alerts/manage', () => {
  it('fills the frequency and search from the alert and saves them by posting to /alerts/manage with the token', () => {
    renderAlertPage(`/alerts/manage?token=${encodeURIComponent(token)}`, alertValues());
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your job alert' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Alert settings' }) as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/alerts/manage']);
    expect(postedFields(form)).toEqual([
      `token=${token}`,
      'frequency=weekly',
      'category=ux-ui-design',
      'q=figma',
      'employment=Contract',
      'experience=senior',
    ]);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('');
  });

  it('keeps Shows pay ticked for an alert that has it, posting pay=1 with the search', () => {
    renderAlertPage(`/alerts/manage?token=${encodeURIComponent(token)}`, alertValues({ pay: '1' }));
    const form = screen.getByRole('form', { name: 'Alert settings' }) as HTMLFormElement;
    expect((within(form).getByRole('checkbox', { name: 'Shows pay' }) as HTMLInputElement).checked).toBe(true);
    expect(postedFields(form).slice(-1)).toEqual(['pay=1']);
  });

  it('says Saved. after a save', () => {
    renderAlertPage(`/alerts/manage?token=${encodeURIComponent(token)}&saved=1`, alertValues({ saved: '1' }));
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Saved.');
  });

  it('says a paused alert is paused, why, and that saving turns it back on', () => {
    renderAlertPage('/alerts/manage?token=t', alertValues({ status: 'paused', pausedReason: 'the address bounced' }));
    expect(screen.getByText('This alert is paused: the address bounced. Saving it turns it back on.')).toBeTruthy();
  });

  it('shows a refused save again with each field’s message', () => {
    const refused = alertValues({ q: 'x'.repeat(120) });
    renderAlertPage('/alerts/manage', { ...refused, errors: { q: 'Search at most 100 characters' } });
    const search = screen.getByRole('textbox', { name: 'Search text (optional)' });
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Search at most 100 characters');
  });

  it('has a separate Unsubscribe form posting the token to /alerts/unsubscribe?token=…', () => {
    renderAlertPage(`/alerts/manage?token=${encodeURIComponent(token)}`, alertValues());
    const form = formOf(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(form).not.toBe(screen.getByRole('form', { name: 'Alert settings' }));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/alerts/unsubscribe?token=v1.a%2Bb%2Fc%3D');
    expect(postedFields(form)).toEqual([`token=${token}`]);
  });

  it('says why a link no longer works, with no form', () => {
    renderAlertPage('/alerts/manage?token=old', expired);
    expect(screen.getByRole('alert').textContent).toBe('This link has expired. Sign up again to get a new one.');
    expect(screen.getByRole('main').querySelector('form')).toBeNull();
  });
});

describe('/alerts/unsubscribe', () => {
  it('shows the alert and an Unsubscribe button posting the token to its own address', () => {
    renderAlertPage(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, alertValues({ frequency: 'instant' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from this job alert' })).toBeTruthy();
    expect(screen.getByText('UX/UI Design jobs matching “figma” (Contract, Senior Level)')).toBeTruthy();
    expect(screen.getByText('As soon as they are posted')).toBeTruthy();
    const form = formOf(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/alerts/unsubscribe?token=v1.a%2Bb%2Fc%3D']);
    expect(postedFields(form)).toEqual([`token=${token}`]);
  });

  it('says why a link no longer works, with no form', () => {
    renderAlertPage('/alerts/unsubscribe?token=old', { values: {}, errors: { form: 'This alert no longer exists.' } });
    expect(screen.getByRole('alert').textContent).toBe('This alert no longer exists.');
    expect(screen.getByRole('main').querySelector('form')).toBeNull();
  });
});

describe('the alerts’ confirmation pages', () => {
  it.each([
    ['/alerts/sent', 'Check your inbox', 'Nothing is sent until you confirm. The link works for 7 days.'],
    ['/alerts/confirmed', 'Job alert confirmed', 'New jobs that match your search will come to your inbox.'],
    ['/alerts/unsubscribed', 'You are unsubscribed', 'This alert will send you no more emails.'],
  ])('%s says what happened, without the newsletter bar', (path, heading, text) => {
    renderAlertPage(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close newsletter' })).toBeNull();
  });

  it('/alerts/sent says a link to confirm was sent', () => {
    renderAlertPage('/alerts/sent');
    expect(screen.getByText('We sent you a link to confirm your job alert.')).toBeTruthy();
  });

  it('/alerts/unsubscribed links to a new alert', () => {
    renderAlertPage('/alerts/unsubscribed');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Set up a new alert' }).getAttribute('href')).toBe('/alerts/new');
  });
});
