import { sessionChangedEvent } from '@rdj/shared/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stubDocumentLoads } from '../../../test/document-load';
import { json, noContent, stubFetch } from '../../../test/fetch-stub';
import { SessionLinks } from './session-links';

const admin = { id: 'u1', email: 'admin@example.com' };
const signedOut = () => json({ error: { code: 'unauthenticated', message: 'Sign in to continue' } }, 401);

/** The hint cookie sign-in sets beside the HttpOnly tokens (what the server's Set-Cookie would leave). */
function setSessionHint(present: boolean): void {
  document.cookie = present ? 'rdj_session=1; path=/' : 'rdj_session=; path=/; max-age=0';
}

function signIn() {
  setSessionHint(true);
  onTestFinished(() => setSessionHint(false));
}

/** The island on its own, as the browser hydrates it: no props, no router. */
function renderLinks() {
  return render(
    <StrictMode>
      <SessionLinks />
    </StrictMode>,
  );
}

const dashboardLink = () => screen.queryByRole('link', { name: 'Admin Dashboard' });

describe('the signed-in links island', () => {
  it('shows nothing to an anonymous visitor, and never asks for a session', async () => {
    const network = stubFetch();
    const { container } = renderLinks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.calls).toEqual([]);
    expect(container.childNodes).toHaveLength(0);
  });

  it('shows nothing when the hint is there but the session is gone', async () => {
    signIn();
    const network = stubFetch({ 'GET /api/auth/user': signedOut });
    const { container } = renderLinks();
    await waitFor(() => expect(network.to('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(container.childNodes).toHaveLength(0);
  });

  it('shows Admin Dashboard, a plain link to the dashboard, and Logout with a session', async () => {
    signIn();
    stubFetch({ 'GET /api/auth/user': () => json({ user: admin }) });
    renderLinks();
    expect((await screen.findByRole('link', { name: 'Admin Dashboard' })).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the links when a sign-in elsewhere on the page announces itself', async () => {
    let signedIn = false;
    stubFetch({ 'GET /api/auth/user': () => (signedIn ? json({ user: admin }) : signedOut()) });
    renderLinks();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dashboardLink()).toBeNull();
    signedIn = true;
    signIn();
    act(() => void window.dispatchEvent(new Event(sessionChangedEvent)));
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('Logout signs out, tells the page, removes the links and goes home as a new document', async () => {
    signIn();
    let signedIn = true;
    const announced: Event[] = [];
    const listen = (event: Event) => announced.push(event);
    window.addEventListener(sessionChangedEvent, listen);
    onTestFinished(() => window.removeEventListener(sessionChangedEvent, listen));
    const { assign } = stubDocumentLoads();
    const network = stubFetch({
      'GET /api/auth/user': () => (signedIn ? json({ user: admin }) : signedOut()),
      'POST /api/auth/logout': () => {
        signedIn = false;
        setSessionHint(false);
        return noContent();
      },
    });
    renderLinks();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(network.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(announced).toHaveLength(1);
    await waitFor(() => expect(dashboardLink()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('goes home even when the sign-out request fails', async () => {
    signIn();
    const { assign } = stubDocumentLoads();
    stubFetch({
      'GET /api/auth/user': () => json({ user: admin }),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLinks();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
