import { newsletterClosedKey, newsletterResetMs } from '@rdj/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { NewsletterBar } from './newsletter-bar';

const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;
const status = () => screen.getByRole('status');

/** Types an address and submits, with fake timers driving the 3-second reset. */
async function subscribe(email: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('newsletter bar', () => {
  it('has a required, labelled email field, a Subscribe button and a close control', () => {
    stubFetch();
    render(<NewsletterBar />);
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close newsletter' }).textContent).toBe('×');
  });

  it('posts its form to /subscribe, so it works before any script runs', () => {
    stubFetch();
    const { container } = render(<NewsletterBar />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/subscribe');
    expect(emailInput().name).toBe('email');
  });

  it('hides its bot field from people, keyboards and screen readers', () => {
    stubFetch();
    const { container } = render(<NewsletterBar />);
    const trap = container.querySelector<HTMLInputElement>('input[name="botField"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('posts the address with the empty bot field, then thanks the visitor, asks them to confirm from their inbox and clears the field', async () => {
    vi.useFakeTimers();
    const network = stubFetch();
    render(<NewsletterBar />);
    await subscribe('designer@example.com');
    expect(network.to('POST', '/api/newsletter').map((c) => c.body)).toEqual([
      { email: 'designer@example.com', botField: '' },
    ]);
    expect(status().textContent).toBe('Thanks for subscribing! Check your inbox to confirm.');
    expect(emailInput().value).toBe('');
  });

  it('shows Subscribing... on a disabled button while the request runs', async () => {
    let answer: (res: Response) => void = () => undefined;
    stubFetch({ 'POST /api/newsletter': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render(<NewsletterBar />);
    await userEvent.type(emailInput(), 'designer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = screen.getByRole('button', { name: 'Subscribing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => answer(json({ ok: true })));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('returns to idle 3 seconds after success', async () => {
    vi.useFakeTimers();
    stubFetch();
    render(<NewsletterBar />);
    await subscribe('designer@example.com');
    await act(() => vi.advanceTimersByTimeAsync(newsletterResetMs - 1));
    expect(status().textContent).toBe('Thanks for subscribing! Check your inbox to confirm.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status().textContent).toBe('');
  });

  it('says Failed to subscribe. Please try again. on an error, for 3 seconds', async () => {
    vi.useFakeTimers();
    stubFetch({ 'POST /api/newsletter': () => json({ error: { code: 'internal', message: 'Boom' } }, 500) });
    render(<NewsletterBar />);
    await subscribe('designer@example.com');
    expect(status().textContent).toBe('Failed to subscribe. Please try again.');
    expect(emailInput().value).toBe('designer@example.com');
    await act(() => vi.advanceTimersByTimeAsync(newsletterResetMs));
    expect(status().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('treats a network failure like an error', async () => {
    vi.useFakeTimers();
    stubFetch({
      'POST /api/newsletter': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<NewsletterBar />);
    await subscribe('designer@example.com');
    expect(status().textContent).toBe('Failed to subscribe. Please try again.');
  });

  it('closes with × and stays closed on the next visit', async () => {
    stubFetch();
    const first = render(<NewsletterBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(localStorage.getItem(newsletterClosedKey)).toBe('true');
    first.unmount();
    render(<NewsletterBar />);
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('still closes when storage is unavailable', async () => {
    stubFetch();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    render(<NewsletterBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});
