import { redirectHref } from '@rdj/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from '@rdj/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubFetch, type Reply } from '../../../../test/fetch-stub';
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
const sig = 'c2lnbmVkLWJ5LXRoZS13b3JrZXItZm9yLXRoZS10ZXN';
const signedPath = redirectHref(target, sig);
const check = (url: string, signature: string) => `GET /api/redirect?${new URLSearchParams({ url, sig: signature })}`;
const ok = (signed: boolean): Reply => ({ status: 200, body: { signed } });

const tick = () => act(() => vi.advanceTimersByTime(1000));
/** Lets the stubbed signature check answer without moving the clock. */
const answered = () => act(() => vi.advanceTimersByTimeAsync(0));
const count = () => screen.queryByTestId('redirect-count')?.textContent;

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Expects the page to show `href` as text with a link to it, and never to leave by itself. */
async function expectShownNotFollowed(href: string) {
  expect(screen.getByRole('heading', { level: 1, name: 'Check this link before you go' })).toBeTruthy();
  expect(screen.getByTestId('redirect-url').textContent).toBe(href);
  const link = screen.getByRole('link', { name: 'Continue to this address' });
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  expect(screen.queryByText('Redirecting you to the job posting...')).toBeNull();
  expect(count()).toBeUndefined();
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(assign).not.toHaveBeenCalled();
  expect(screen.getByTestId('location').textContent).toMatch(/^\/redirect\?url=/);
}

describe('redirect page with a signed link', () => {
  it('shows the ad and a short neutral line while the worker checks the signature, and no countdown yet', () => {
    const fetchMock = stubFetch({ [check(target, sig)]: () => new Promise<Reply>(() => undefined) });
    renderAt(signedPath);
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).textContent).toContain('Advertisement');
    expect(screen.getByText('Checking the link...').getAttribute('role')).toBe('status');
    expect(count()).toBeUndefined();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(callsTo(fetchMock, check(target, sig))).toBe(1);
  });

  it('says Redirecting you to the job posting..., counts 3, 2, 1 one second apart, then goes to the url', async () => {
    stubFetch({ [check(target, sig)]: ok(true) });
    renderAt(signedPath);
    await answered();
    expect(screen.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' })).toBeTruthy();
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

  it('announces the countdown to screen readers', async () => {
    stubFetch({ [check(target, sig)]: ok(true) });
    renderAt(signedPath);
    await answered();
    const region = screen.getByTestId('redirect-count').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('3 seconds');
  });

  it('offers a click here link to the url as a fallback', async () => {
    stubFetch({ [check(target, sig)]: ok(true) });
    renderAt(signedPath);
    await answered();
    expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(target);
  });

  it('stops counting when the page is left before the end', async () => {
    stubFetch({ [check(target, sig)]: ok(true) });
    const { unmount } = renderAt(signedPath);
    await answered();
    tick();
    tick();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('redirect page with a link the board did not sign', () => {
  it('shows a hand-made link without sig as text with a link to follow, asks nothing and never leaves', async () => {
    const fetchMock = stubFetch({});
    renderAt(`/redirect?url=${encodeURIComponent('https://evil.example/login')}`);
    await expectShownNotFollowed('https://evil.example/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the address normalised, as the link would open it', async () => {
    stubFetch({});
    renderAt(`/redirect?url=${encodeURIComponent('  HTTPS://Evil.Example/Login ')}`);
    await expectShownNotFollowed('https://evil.example/Login');
  });

  it('shows a link whose url was changed after signing, since the worker says it is not signed', async () => {
    const changed = 'https://evil.example/apply?id=42&src=rdj';
    const fetchMock = stubFetch({ [check(changed, sig)]: ok(false) });
    renderAt(redirectHref(changed, sig));
    expect(count()).toBeUndefined();
    await answered();
    await expectShownNotFollowed(changed);
    expect(callsTo(fetchMock, check(changed, sig))).toBe(1);
  });

  it.each([
    ['the check fails', { status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable' } } }],
    ['the check refuses the pair', { status: 400, body: { error: { code: 'invalid_input', message: 'sig: sig must be a redirect signature' } } }],
  ])('shows the link without leaving when %s', async (_label, reply) => {
    stubFetch({ [check(target, sig)]: reply });
    renderAt(signedPath);
    await answered();
    await expectShownNotFollowed(target);
  });

  it('treats a sig without a signature form as unsigned, without asking', async () => {
    const fetchMock = stubFetch({});
    renderAt(`/redirect?url=${encodeURIComponent(target)}&sig=forged`);
    await expectShownNotFollowed(target);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('redirect page without a url', () => {
  it.each([
    ['no url', '/redirect'],
    ['an empty url', '/redirect?url='],
    ['only a signature', `/redirect?sig=${sig}`],
  ])('goes home in place of itself, as the edge does, for %s', (_name, path) => {
    const fetchMock = stubFetch({});
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByTestId('location').dataset.navigation).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('redirect page with no usable url', () => {
  it.each([
    ['a javascript: url', `/redirect?url=${encodeURIComponent('javascript:alert(document.cookie)')}`],
    ['a signed-looking javascript: url', redirectHref('javascript:alert(1)', sig)],
    ['a javascript: url with odd case and spaces', `/redirect?url=${encodeURIComponent('  JavaScript:alert(1)')}`],
    ['a data: url', `/redirect?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`],
    ['a protocol-relative url', `/redirect?url=${encodeURIComponent('//evil.example.com/phish')}`],
    ['a relative url', `/redirect?url=${encodeURIComponent('/admin/dashboard')}`],
    ['a malformed url', `/redirect?url=${encodeURIComponent('https://')}`],
  ])('says the link leads nowhere, offers the way home and runs nothing for %s', (_name, path) => {
    const fetchMock = stubFetch({});
    renderAt(path);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/redirect/);
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not lead to a job posting' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
});
});
