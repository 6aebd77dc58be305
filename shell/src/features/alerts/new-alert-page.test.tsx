import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp, renderAppWithForm } from '../../../test/render-app';

const form = () => screen.getByRole('form', { name: 'Job alert' }) as HTMLFormElement;
const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const select = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
const searchText = () => screen.getByRole('textbox', { name: 'Search text (optional)' }) as HTMLInputElement;

describe('/alerts/new', () => {
  it('is a form posting to /alerts with the fields the alert schema names, daily and all categories to start', () => {
    stubFetch();
    renderApp('/alerts/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Get job alerts' })).toBeTruthy();
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/alerts');
    const names = new Set(Array.from(form().elements, (field) => (field as HTMLInputElement).name).filter(Boolean));
    expect([...names]).toEqual(['email', 'frequency', 'category', 'q', 'employment', 'experience', 'botField']);
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
  });

  it('starts from the search the edge read from its address, lists joined by commas', () => {
    stubFetch();
    renderAppWithForm('/alerts/new?category=ux-ui-design&q=figma&employment=Contract&employment=Freelance&experience=mid', {
      values: { category: 'ux-ui-design', q: 'figma', employment: 'Contract,Freelance', experience: 'mid' },
      errors: {},
    });
    expect(select().value).toBe('ux-ui-design');
    expect(searchText().value).toBe('figma');
    expect([box('Contract').checked, box('Freelance').checked, box('Full-time').checked]).toEqual([true, true, false]);
    expect([box('Mid Level').checked, box('Senior Level').checked]).toEqual([true, false]);
    expect(radio('Once a day').checked).toBe(true);
  });

  it('shows a refused post again at /alerts, with what was sent and each field’s message, without the newsletter bar', () => {
    stubFetch();
    renderAppWithForm('/alerts', {
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

  it('with JavaScript sends the chosen fields as JSON to /api/alerts and moves to /alerts/sent', async () => {
    const network = stubFetch({ 'POST /api/alerts': () => json({ ok: true }) });
    renderApp('/alerts/new');
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.click(radio('Once a week'));
    await userEvent.selectOptions(select(), 'ux-ui-design');
    await userEvent.type(searchText(), 'figma');
    await userEvent.click(box('Full-time'));
    await userEvent.click(box('Senior Level'));
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/alerts/sent'));
    expect(network.to('POST', '/api/alerts').map((call) => call.body)).toEqual([
      {
        email: 'designer@example.com',
        frequency: 'weekly',
        category: 'ux-ui-design',
        q: 'figma',
        employment: ['Full-time'],
        experience: ['senior'],
        botField: '',
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
  });

  it('with JavaScript refuses an invalid address with the schema’s message and sends nothing', async () => {
    const network = stubFetch();
    renderApp('/alerts/new');
    await userEvent.type(emailInput(), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(network.to('POST', '/api/alerts')).toHaveLength(0);
  });

  it('shows the API’s message when it refuses the sign-up, and lets the visitor send again', async () => {
    stubFetch({
      'POST /api/alerts': () => json({ error: { code: 'rate_limited', message: 'Too many sign-ups. Please try again later.' } }, 429),
    });
    renderApp('/alerts/new');
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups. Please try again later.');
    expect((screen.getByRole('button', { name: 'Get alerts' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/alerts/new');
  });

  it('says it could not set up the alert when the server answers without a message', async () => {
    stubFetch({ 'POST /api/alerts': () => new Response('oops', { status: 502 }) });
    renderApp('/alerts/new');
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not set up the alert. Please try again.');
  });

  it('hides its bot field from people, keyboards and screen readers', () => {
    stubFetch();
    renderApp('/alerts/new');
    const trap = within(form()).getByLabelText('Leave this field empty', { selector: 'input' }) as HTMLInputElement;
    expect(trap.name).toBe('botField');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
