// The alert form's island on its own (docs/alerts.md): once hydrated, it sends the same fields to the API and says
// the outcome in place.
import type { AlertSearch } from '@rdj/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldReply, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { AlertForm } from './alert-form';

const search: AlertSearch = { category: 'graphic-design', q: 'logo', employment: ['Contract'], experience: [], pay: false };
const form = () => screen.getByRole('form', { name: 'Get alerts for these jobs' });
const emailInput = () => within(form()).getByLabelText('Email address') as HTMLInputElement;
const submit = () => userEvent.click(within(form()).getByRole('button', { name: 'Get alerts' }));

/** The JSON bodies sent to `POST /api/alerts`. */
function alertBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/alerts').map(([, init]) => JSON.parse(String(init?.body)));
}

function renderForm(reply?: Handler) {
  const fetchMock = stubFetch(reply ? { 'POST /api/alerts': reply } : {});
  render(<AlertForm search={search} />);
  return fetchMock;
}

describe('the alert-form island', () => {
  it('sends the address, the frequency and the page’s search as JSON to /api/alerts, says to check the inbox and empties the field', async () => {
    const fetchMock = renderForm({ status: 200, body: { ok: true } });
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.selectOptions(within(form()).getByLabelText('How often'), 'weekly');
    await submit();
    expect((await within(form()).findByText('Check your inbox to confirm your alert.')).getAttribute('role')).toBe('status');
    expect(alertBodies(fetchMock)).toEqual([
      { email: 'designer@example.com', frequency: 'weekly', category: 'graphic-design', q: 'logo', employment: ['Contract'], experience: [], pay: false, botField: '' },
    ]);
    expect(emailInput().value).toBe('');
  });

  it('cannot be sent twice while the first sign-up is on its way', async () => {
    const answer = heldReply();
    const fetchMock = renderForm(answer.handler);
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    await expect.poll(() => within(form()).getByRole('button', { name: 'Get alerts' }).hasAttribute('disabled')).toBe(true);
    answer.release({ status: 200, body: { ok: true } });
    await within(form()).findByText('Check your inbox to confirm your alert.');
    expect(alertBodies(fetchMock)).toHaveLength(1);
  });

  it('says the schema’s message about the address beside it and sends nothing', async () => {
    const fetchMock = renderForm();
    await userEvent.type(emailInput(), 'not-an-address');
    await submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(emailInput().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid email address');
    expect(alertBodies(fetchMock)).toEqual([]);
  });

  it('shows the API’s message when it refuses the sign-up, keeping the address', async () => {
    renderForm({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many sign-ups. Please try again later.' } } });
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe('Too many sign-ups. Please try again later.');
    expect(within(form()).queryByRole('status')).toBeNull();
    expect(emailInput().value).toBe('designer@example.com');
  });

  it('says it could not set up the alert when the answer carries no message', async () => {
    renderForm({ status: 503 });
    await userEvent.type(emailInput(), 'designer@example.com');
    await submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe('Could not set up the alert. Please try again.');
  });
});
