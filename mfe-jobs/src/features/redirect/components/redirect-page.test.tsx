import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectPage } from './redirect-page';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" data-navigation={useNavigationType()}>
      {pathname + search}
    </output>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/redirect" element={<RedirectPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const target = 'https://jobs.example.com/apply?id=42&src=rdj';
const tick = () => act(() => vi.advanceTimersByTime(1000));

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('redirect page', () => {
  it('shows the ad slot and the redirect text', () => {
    renderAt(`/redirect?url=${encodeURIComponent(target)}`);
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(ad.textContent).toContain('Advertisement');
    expect(screen.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' })).toBeTruthy();
  });

  it('counts 3, 2, 1 one second apart, then goes to the url', () => {
    renderAt(`/redirect?url=${encodeURIComponent(target)}`);
    const count = () => screen.getByTestId('redirect-count').textContent;
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

  it('announces the countdown to screen readers', () => {
    renderAt(`/redirect?url=${encodeURIComponent(target)}`);
    const region = screen.getByTestId('redirect-count').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('3 seconds');
  });

  it('offers a click here link to the url as a fallback', () => {
    renderAt(`/redirect?url=${encodeURIComponent(target)}`);
    expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(target);
  });

  it('stops counting when the page is left before the end', () => {
    const { unmount } = renderAt(`/redirect?url=${encodeURIComponent(target)}`);
    tick();
    tick();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['no url', '/redirect'],
    ['an empty url', '/redirect?url='],
    ['a javascript: url', `/redirect?url=${encodeURIComponent('javascript:alert(document.cookie)')}`],
    ['a javascript: url with odd case and spaces', `/redirect?url=${encodeURIComponent('  JavaScript:alert(1)')}`],
    ['a data: url', `/redirect?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`],
    ['a protocol-relative url', `/redirect?url=${encodeURIComponent('//evil.example.com/phish')}`],
    ['a relative url', `/redirect?url=${encodeURIComponent('/admin/dashboard')}`],
    ['a malformed url', `/redirect?url=${encodeURIComponent('https://')}`],
  ])('goes home at once and runs nothing for %s', (_name, path) => {
    renderAt(path);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByTestId('location').dataset.navigation).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });
});
