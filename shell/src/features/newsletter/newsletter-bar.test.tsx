import { newsletterResetMs, newsletterWasClosed } from '@rdj/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { closeBar } from './close-bar';
import { NewsletterBar } from './newsletter-bar';

/** The bar on its own, its islands rendered with it: the props the edge wrote, no router. */
function renderBar(back = '/about') {
  return render(
    <StrictMode>
      <NewsletterBar back={back} />
    </StrictMode>,
  );
}

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

describe('the newsletter bar', () => {
  it('is named by its title and has a required, labelled email field, a Subscribe button and a close control', () => {
    stubFetch();
    renderBar();
    expect(screen.getByRole('complementary', { name: 'Get new remote design jobs in your inbox.' })).toBeTruthy();
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close newsletter' }).textContent).toBe('×');
  });

  it('posts its form to /subscribe, so it works before any script runs', () => {
    stubFetch();
    const { container } = renderBar();
    const form = container.querySelector('.shell-newsletter-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/subscribe');
    expect(emailInput().name).toBe('email');
  });

  it('hides its bot field from people, keyboards and screen readers', () => {
    stubFetch();
    const { container } = renderBar();
    const trap = container.querySelector<HTMLInputElement>('input[name="botField"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('posts the address with the empty bot field, then thanks the visitor, asks them to confirm from their inbox and clears the field', async () => {
    vi.useFakeTimers();
    const network = stubFetch();
    renderBar();
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
    renderBar();
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
    renderBar();
    await subscribe('designer@example.com');
    await act(() => vi.advanceTimersByTimeAsync(newsletterResetMs - 1));
    expect(status().textContent).toBe('Thanks for subscribing! Check your inbox to confirm.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status().textContent).toBe('');
  });

  it('says Failed to subscribe. Please try again. on an error, for 3 seconds', async () => {
    vi.useFakeTimers();
    stubFetch({ 'POST /api/newsletter': () => json({ error: { code: 'internal', message: 'Boom' } }, 500) });
    renderBar();
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
    renderBar();
    await subscribe('designer@example.com');
    expect(status().textContent).toBe('Failed to subscribe. Please try again.');
  });

  it('closes with × in place, without React: its script sets the cookie the edge reads, hides the bar and posts nothing', async () => {
    const network = stubFetch();
    const { container } = renderBar();
    closeBar.start(container.querySelector<HTMLElement>('rdj-island[data-island="shell:newsletter-close"]')!, undefined as never);
    const submits: Event[] = [];
    const record = (event: Event) => submits.push(event);
    window.addEventListener('submit', record);
    await userEvent.click(screen.getByRole('button', { name: 'Close newsletter' }));
    window.removeEventListener('submit', record);
    expect(submits.map((event) => event.defaultPrevented)).toEqual([true]);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelector<HTMLElement>('.shell-newsletter')!.hidden).toBe(true);
    expect(newsletterWasClosed(document.cookie)).toBe(true);
    expect(network.calls).toEqual([]);
  });

  it('makes its × a form that posts `back`, the page and its query, to /newsletter/close, for before and without script', () => {
    stubFetch();
    renderBar('/remote-ux-ui-design-jobs?q=figma');
    const form = screen.getByRole('button', { name: 'Close newsletter' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter/close');
    expect(Object.fromEntries(new FormData(form))).toEqual({ back: '/remote-ux-ui-design-jobs?q=figma' });
  });
});
