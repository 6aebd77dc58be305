import { sessionChangedEvent } from '@rdj/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noPageViews, signedIn, stubFetch, type Reply } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';

const session: Reply = {
  status: 200,
  body: {
    expires_in: 3600,
    expires_at: 1_800_000_000,
    token_type: 'bearer',
    user: { id: 'u1', email: 'admin@example.com' },
  },
};

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('asks for a required email and password', () => {
    renderAdminAt('/admin/login');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(email.type).toBe('email');
    expect(password.required).toBe(true);
    expect(password.type).toBe('password');
  });

  it('signs in with the password grant, announces the session and opens the dashboard', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/token?grant_type=password': session,
      'GET /api/auth/user': signedIn,
      'GET /api/admin/page-views?days=30': noPageViews,
    });
    const sessionChanged = vi.fn();
    window.addEventListener(sessionChangedEvent, sessionChanged);
    renderAdminAt('/admin/login');

    await fillAndSubmit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('grant_type=password')) ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@example.com', password: 'correct horse' });
    window.removeEventListener(sessionChangedEvent, sessionChanged);
  });

  it("shows the server's message when sign-in is refused and stays on the login page", async () => {
    stubFetch({
      'POST /api/auth/token?grant_type=password': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } },
      },
    });
    const sessionChanged = vi.fn();
    window.addEventListener(sessionChangedEvent, sessionChanged);
    renderAdminAt('/admin/login');

    await fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(screen.getByTestId('location').textContent).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
    expect(sessionChanged).not.toHaveBeenCalled();
    window.removeEventListener(sessionChangedEvent, sessionChanged);
  });

  it('shows the lockout message after too many attempts', async () => {
    stubFetch({
      'POST /api/auth/token?grant_type=password': {
        status: 429,
        body: { error: { code: 'too_many_attempts', message: 'Too many failed attempts. Try again later.' } },
      },
    });
    renderAdminAt('/admin/login');

    await fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Try again later.');
  });

  it('reads Logging in... and cannot be pressed again while the request is under way', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubFetch({
      'POST /api/auth/token?grant_type=password': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderAdminAt('/admin/login');

    await fillAndSubmit();

    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toHaveProperty('disabled', true);
    answer({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } } });
    expect(await screen.findByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });
});
