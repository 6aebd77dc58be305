// The redirect page's countdown island on its own (docs/pages.md#the-redirect-page): 3, 2, 1, then the job's page.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectCountdown } from './redirect-countdown';

const target = 'https://jobs.example.com/apply?id=42&src=rdj';
const tick = () => act(() => vi.advanceTimersByTime(1000));
const count = () => screen.getByTestId('redirect-count').textContent;

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the countdown island', () => {
  it('counts 3, 2, 1 one second apart, then goes to the url', () => {
    render(<RedirectCountdown url={target} />);
    expect(count()).toBe('3');
    tick();
    expect(count()).toBe('2');
    tick();
    expect(count()).toBe('1');
    expect(assign).not.toHaveBeenCalled();
    tick();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(target);
  });

  it('announces the count to screen readers, in seconds', () => {
    render(<RedirectCountdown url={target} />);
    const region = screen.getByTestId('redirect-count').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('3 seconds');
    tick();
    tick();
    expect(region?.textContent).toBe('1 second');
  });

  it('offers a click here link to the url as a fallback', () => {
    render(<RedirectCountdown url={target} />);
    expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(target);
  });

  it('stops counting when it is taken off the page before the end', () => {
    const { unmount } = render(<RedirectCountdown url={target} />);
    tick();
    tick();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });
});
