import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { islandsIn, renderEdgePage } from '../../../test/edge-page';

const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;
const pageForm = () => screen.getByRole('main').querySelector('form')!;

describe('/subscribed', () => {
  it('thanks the visitor and says the weekly mail starts once they confirm from their inbox', () => {
    renderEdgePage('/subscribed');
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks for subscribing!' })).toBeTruthy();
    expect(screen.getByText('Check your inbox to confirm: we sent you a link.')).toBeTruthy();
    expect(screen.getByText('Once you confirm, a weekly mail of new remote design jobs comes to your inbox.')).toBeTruthy();
  });
});

describe('/subscribe', () => {
  it('is a plain form posting the address and the bot field to itself, which the edge checks', () => {
    const root = renderEdgePage('/subscribe');
    expect([pageForm().getAttribute('method'), pageForm().getAttribute('action')]).toEqual(['post', '/subscribe']);
    expect(pageForm().noValidate).toBe(true);
    expect([...new FormData(pageForm()).keys()]).toEqual(['email', 'botField']);
    expect([emailInput().type, emailInput().required, emailInput().value]).toEqual(['email', true, '']);
    expect(within(pageForm()).getByRole('button', { name: 'Subscribe' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(islandsIn(root.querySelector('main')!)).toEqual([]);
  });

  it('leaves the newsletter bar out: the page is its form', () => {
    renderEdgePage('/subscribe');
    expect(screen.queryByRole('button', { name: 'Close newsletter' })).toBeNull();
    expect(document.querySelectorAll('form[action="/subscribe"]')).toHaveLength(1);
  });

  it('shows what the edge rendered it again with: the typed address and its message', () => {
    renderEdgePage('/subscribe', { form: { values: { email: 'nope' }, errors: { email: 'Enter a valid email address' } } });
    expect(emailInput().value).toBe('nope');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(emailInput().getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid email address');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
  });

  it('shows a refusal of the whole form (the rate limit) beside the address', () => {
    renderEdgePage('/subscribe', {
      form: { values: { email: 'reader@example.com' }, errors: { form: 'Too many sign-ups from here. Please try again later.' } },
    });
    expect(emailInput().value).toBe('reader@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-ups from here. Please try again later.');
  });
});
