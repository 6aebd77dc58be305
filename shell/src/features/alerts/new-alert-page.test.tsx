import type { FormState } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { islandsIn, renderEdgePage } from '../../../test/edge-page';

/** The sign-up page at `path` as the edge renders it, with the form state the gateway passes (docs/alerts.md). */
function renderSignup(path: string, form: FormState | null = null) {
  return renderEdgePage(path, { form });
}

const form = () => screen.getByRole('form', { name: 'Job alert' }) as HTMLFormElement;
const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const select = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
const searchText = () => screen.getByRole('textbox', { name: 'Search text (optional)' }) as HTMLInputElement;

describe('/alerts/new', () => {
  it('is a form posting to /alerts with the fields the alert schema names, daily and all categories to start', () => {
    renderSignup('/alerts/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Get job alerts' })).toBeTruthy();
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/alerts');
    const names = new Set(Array.from(form().elements, (field) => (field as HTMLInputElement).name).filter(Boolean));
    expect([...names]).toEqual(['email', 'frequency', 'category', 'q', 'employment', 'experience', 'pay', 'botField']);
    expect(['As soon as they are posted', 'Once a day', 'Once a week'].map((label) => radio(label).value)).toEqual([
      'instant',
      'daily',
      'weekly',
    ]);
    expect(radio('Once a day').checked).toBe(true);
    expect(select().value).toBe('');
    expect(select().options[0]?.textContent).toBe('All categories');
    expect(box('Full-time').value).toBe('Full-time');
    expect(box('Senior Level').value).toBe('senior');
    expect([box('Shows pay').value, box('Shows pay').checked]).toEqual(['1', false]);
  });

  it('starts from the search the edge read from its address, lists joined by commas', () => {
    renderSignup('/alerts/new?category=ux-ui-design&q=figma&employment=Contract&employment=Freelance&experience=mid&pay=1', {
      values: { category: 'ux-ui-design', q: 'figma', employment: 'Contract,Freelance', experience: 'mid', pay: '1' },
      errors: {},
    });
    expect(box('Shows pay').checked).toBe(true);
    expect(select().value).toBe('ux-ui-design');
    expect(searchText().value).toBe('figma');
    expect([box('Contract').checked, box('Freelance').checked, box('Full-time').checked]).toEqual([true, true, false]);
    expect([box('Mid Level').checked, box('Senior Level').checked]).toEqual([true, false]);
    expect(radio('Once a day').checked).toBe(true);
  });

  it('shows a refused post again at /alerts, with what was sent and each field’s message, without the newsletter bar', () => {
    renderSignup('/alerts', {
      values: { email: 'nope', frequency: 'weekly', category: 'graphic-design', q: '', employment: '', experience: '' },
      errors: { email: 'Enter a valid email address', form: 'Too many sign-ups from here. Please try again later.' },
    });
    expect(emailInput().value).toBe('nope');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(emailInput().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid email address');
    expect(radio('Once a week').checked).toBe(true);
    expect(select().value).toBe('graphic-design');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a valid email address',
      'Too many sign-ups from here. Please try again later.',
    ]);
    expect(screen.queryByRole('button', { name: 'Close newsletter' })).toBeNull();
  });

  it('is plain HTML: one submit button, checked by the edge, and no island of its own', () => {
    const root = renderSignup('/alerts/new');
    expect(form().noValidate).toBe(true);
    expect(within(form()).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('type')])).toEqual([
      ['Get alerts', 'submit'],
    ]);
    expect(islandsIn(root.querySelector('main')!)).toEqual([]);
  });

  it('hides its bot field from people, keyboards and screen readers', () => {
    renderSignup('/alerts/new');
    const trap = within(form()).getByLabelText('Leave this field empty', { selector: 'input' }) as HTMLInputElement;
    expect(trap.name).toBe('botField');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
