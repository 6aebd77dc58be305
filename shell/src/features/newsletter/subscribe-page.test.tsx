import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@rdj/router';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { App } from '../../app/app';
import { federatedRemotes } from '../remotes/remote-registry';

const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;

describe('/subscribed', () => {
  it('thanks the visitor and says the weekly mail starts once they confirm from their inbox', () => {
    stubFetch();
    renderApp('/subscribed');
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks for subscribing!' })).toBeTruthy();
    expect(screen.getByText('Check your inbox to confirm: we sent you a link.')).toBeTruthy();
    expect(screen.getByText('Once you confirm, a weekly mail of new remote design jobs comes to your inbox.')).toBeTruthy();
  });
});

describe('/subscribe', () => {
  it('is a form posting to itself, with the newsletter bar left out', () => {
    stubFetch();
    const { container } = renderApp('/subscribe');
    const form = container.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/subscribe');
    expect(container.querySelector('.shell-newsletter')).toBeNull();
  });

  it('shows what the edge rendered it again with: the typed address and its message', () => {
    stubFetch();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/subscribe']}>
          <App remotes={federatedRemotes()} form={{ values: { email: 'nope' }, errors: { email: 'Enter a valid email address' } }} />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(emailInput().value).toBe('nope');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
  });

  it('with JavaScript sends the address to the API and moves to /subscribed, which asks to confirm from the inbox', async () => {
    const network = stubFetch({ 'POST /api/newsletter': () => json({ ok: true }) });
    renderApp('/subscribe');
    await userEvent.type(emailInput(), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/subscribed'));
    expect(network.to('POST', '/api/newsletter')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeTruthy();
    expect(screen.getByText('Check your inbox to confirm: we sent you a link.')).toBeTruthy();
  });

  it('with JavaScript refuses an invalid address with the schema’s message and sends nothing', async () => {
    const network = stubFetch();
    renderApp('/subscribe');
    await userEvent.type(emailInput(), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(network.to('POST', '/api/newsletter')).toHaveLength(0);
  });
});
