import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionChangedEvent } from '@rdj/shared/client';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, signedIn, stubFetch, unauthenticated, type Reply } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';

const refreshed: Reply = {
  status: 200,
  body: { expires_in: 3600, expires_at: 1_800_000_000, token_type: 'bearer', user: { id: 'u1', email: 'admin@example.com' } },
};
const refreshRefused: Reply = {
  status: 401,
  body: { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } },
};
const refreshKey = 'POST /api/auth/token?grant_type=refresh_token';

describe('protected admin pages', () => {
  it('shows Loading... while the session is being checked', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubFetch({ 'GET /api/auth/user': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderAdminAt('/admin/seo');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'SEO Manager' })).toBeNull();
    answer(signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO Manager' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('sends a visitor without a session to the login page after one refresh attempt', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': unauthenticated, [refreshKey]: refreshRefused });
    renderAdminAt('/admin/blog/new');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/login');
    expect(callsTo(fetchMock, refreshKey)).toBe(1);
    expect(callsTo(fetchMock, 'GET /api/auth/user')).toBe(1);
  });

  it('refreshes an expired access token once and then shows the page', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': [unauthenticated, signedIn], [refreshKey]: refreshed });
    renderAdminAt('/admin/blog/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeTruthy();
    expect(callsTo(fetchMock, refreshKey)).toBe(1);
    expect(callsTo(fetchMock, 'GET /api/auth/user')).toBe(2);
  });

  it('refreshes by cookie alone, sending no body', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': [unauthenticated, signedIn], [refreshKey]: refreshed });
    renderAdminAt('/admin/seo');

    expect(await screen.findByRole('heading', { level: 1, name: 'SEO Manager' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('grant_type=refresh_token')) ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
  });

  it('tells the shell header the session is back after a refresh', async () => {
    stubFetch({ 'GET /api/auth/user': [unauthenticated, signedIn], [refreshKey]: refreshed });
    const onSessionChanged = vi.fn();
    window.addEventListener(sessionChangedEvent, onSessionChanged);
    renderAdminAt('/admin/seo');

    expect(await screen.findByRole('heading', { level: 1, name: 'SEO Manager' })).toBeTruthy();
    window.removeEventListener(sessionChangedEvent, onSessionChanged);
    expect(onSessionChanged).toHaveBeenCalledTimes(1);
  });

  it('goes to the login page when the session is still missing after a refresh', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': unauthenticated, [refreshKey]: refreshed });
    renderAdminAt('/admin/seo');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(callsTo(fetchMock, refreshKey)).toBe(1);
  });

  it('does not refresh a live session', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn });
    renderAdminAt('/admin/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Administration' })).toBeTruthy();
    expect(callsTo(fetchMock, refreshKey)).toBe(0);
  });

  it('offers a retry instead of signing the admin out when the server cannot answer', async () => {
    stubFetch({
      'GET /api/auth/user': [{ status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } }, signedIn],
    });
    renderAdminAt('/admin/seo');

    expect((await screen.findByRole('alert')).textContent).toMatch(/could not check your session/);
    expect(screen.getByTestId('location').textContent).toBe('/admin/seo');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO Manager' })).toBeTruthy();
  });
});
