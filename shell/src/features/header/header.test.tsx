import { categories } from '@rdj/shared';
import { sessionChangedEvent } from '@rdj/shared/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { json, noContent, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const admin = { id: 'u1', email: 'admin@example.com' };
const signedOut = () => json({ error: { code: 'unauthenticated', message: 'Sign in to continue' } }, 401);

const header = () => screen.getByRole('banner');
const categoriesSummary = () => within(header()).getByText('Categories').closest('summary')!;
const categoriesMenu = () => categoriesSummary().parentElement as HTMLDetailsElement;
const location = () => screen.getByTestId('location').textContent;

describe('header', () => {
  it('links the logo home and Post a Job to the form', () => {
    stubFetch();
    renderApp('/about');
    expect(within(header()).getByRole('link', { name: 'Remote Design Jobs' }).getAttribute('href')).toBe('/');
    expect(within(header()).getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/post-job');
  });
});

describe('categories dropdown', () => {
  it('is a details disclosure, so it opens before any script runs', () => {
    stubFetch();
    renderApp('/about');
    expect(categoriesMenu().tagName).toBe('DETAILS');
    expect(categoriesMenu().open).toBe(false);
    expect(categoriesMenu().querySelectorAll('a')).toHaveLength(9);
  });

  it('lists the nine menu categories, the UX/UI link on /remote-ux-ui-design-jobs', async () => {
    stubFetch();
    renderApp('/about');
    expect(categoriesMenu().open).toBe(false);
    await userEvent.click(categoriesSummary());
    expect(categoriesMenu().open).toBe(true);
    const list = categoriesMenu().querySelector('ul')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(categories.filter((c) => c.inMenu).map((c) => c.name));
    expect(links).toHaveLength(9);
    expect(within(list).getByRole('link', { name: 'UX/UI Design' }).getAttribute('href')).toBe(
      '/remote-ux-ui-design-jobs',
    );
    expect(within(list).queryByRole('link', { name: 'Piping Design' })).toBeNull();
  });

  it('works from the keyboard: arrows move through links, Escape closes and returns focus (Enter is the browser’s: tests/html-first.test.ts)', async () => {
    stubFetch();
    renderApp('/about');
    const summary = categoriesSummary();
    summary.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(categoriesMenu().open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Graphic Design');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('UX/UI Design');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Architectural Design');
    await userEvent.keyboard('{Escape}');
    expect(categoriesMenu().open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes when a category is chosen and navigates there', async () => {
    stubFetch();
    renderApp('/about');
    await userEvent.click(categoriesSummary());
    await userEvent.click(within(header()).getByRole('link', { name: 'Game Design' }));
    expect(location()).toBe('/remote-game-design-jobs');
    expect(categoriesMenu().open).toBe(false);
  });

  it('closes on any navigation, not only its own links', async () => {
    stubFetch();
    renderApp('/about');
    await userEvent.click(categoriesSummary());
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));
    expect(location()).toBe('/terms');
    expect(categoriesMenu().open).toBe(false);
  });
});

describe('mobile menu toggle', () => {
  it('opens the navigation as a popover of its own, which needs no script', () => {
    stubFetch();
    renderApp('/about');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    const nav = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(nav.tagName).toBe('NAV');
    expect(nav.getAttribute('popover')).toBe('auto');
  });

  it('closes the open panel on navigation', async () => {
    stubFetch();
    renderApp('/about');
    const nav = document.getElementById(within(header()).getByRole('button', { name: 'Menu' }).getAttribute('popovertarget')!)!;
    let open = true;
    // happy-dom has no popovers: stand in for the browser's open state and hidePopover().
    Object.assign(nav, { hidePopover: () => (open = false) });
    const matches = nav.matches.bind(nav);
    nav.matches = (selector: string) => (selector === ':popover-open' ? open : matches(selector));
    await userEvent.click(within(nav).getByRole('link', { name: 'Post a Job' }));
    expect(location()).toBe('/post-job');
    expect(open).toBe(false);
  });
});

/** The hint cookie sign-in sets beside the HttpOnly tokens (what the server's Set-Cookie would leave). */
function setSessionHint(present: boolean): void {
  document.cookie = present ? 'rdj_session=1; path=/' : 'rdj_session=; path=/; max-age=0';
}

describe('admin links', () => {
  it('are hidden for an anonymous visitor, whose page never asks for a session', async () => {
    const network = stubFetch();
    renderApp('/about');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    expect(network.to('GET', '/api/auth/user')).toHaveLength(0);
    expect(within(header()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('are hidden when the hint is there but the session is gone', async () => {
    setSessionHint(true);
    onTestFinished(() => setSessionHint(false));
    const network = stubFetch({ 'GET /api/auth/user': () => signedOut() });
    renderApp('/about');
    await waitFor(() => expect(network.to('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(within(header()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('show with a session', async () => {
    setSessionHint(true);
    onTestFinished(() => setSessionHint(false));
    stubFetch({ 'GET /api/auth/user': () => json({ user: admin }) });
    renderApp('/about');
    const link = await within(header()).findByRole('link', { name: 'Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin/dashboard');
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('appear when a sign-in elsewhere on the page announces itself', async () => {
    let signedIn = false;
    stubFetch({ 'GET /api/auth/user': () => (signedIn ? json({ user: admin }) : signedOut()) });
    renderApp('/about');
    await waitFor(() => expect(within(header()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull());
    signedIn = true;
    setSessionHint(true);
    onTestFinished(() => setSessionHint(false));
    act(() => void window.dispatchEvent(new Event(sessionChangedEvent)));
    expect(await within(header()).findByRole('link', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('Logout signs out, removes the admin links and returns home', async () => {
    let signedIn = true;
    const announced: Event[] = [];
    const listen = (e: Event) => announced.push(e);
    window.addEventListener(sessionChangedEvent, listen);
    onTestFinished(() => window.removeEventListener(sessionChangedEvent, listen));
    setSessionHint(true);
    onTestFinished(() => setSessionHint(false));
    const network = stubFetch({
      'GET /api/auth/user': () => (signedIn ? json({ user: admin }) : signedOut()),
      'POST /api/auth/logout': () => {
        signedIn = false;
        setSessionHint(false);
        return noContent();
      },
    });
    renderApp('/about');
    await userEvent.click(await within(header()).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(network.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(announced).toHaveLength(1);
    await waitFor(() => expect(within(header()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull());
    expect(within(header()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
