import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const failureText = 'This part of the site could not be loaded.';
const entryPath = '/mfe/admin/remoteEntry.js';
const unavailable = () => json({ error: { code: 'remote_not_shipped', message: 'Remote admin has no release yet' } }, 503);
const loaded = () => new Response('export {}');
const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/** Answers the admin entry with each handler in turn (the last one repeats). */
function inTurn(...handlers: Handler[]): Handler {
  let next = 0;
  return (call) => handlers[Math.min(next++, handlers.length - 1)]!(call);
}

const retryLink = async () => within(await within(screen.getByRole('main')).findByRole('alert')).getByRole('link', { name: 'Retry' });

// Loaded remotes live for the whole visit: each test starts a fresh shell, as a new page load would.
let App: typeof import('../../admin/app').AdminApp;
beforeEach(async () => {
  vi.resetModules();
  ({ AdminApp: App } = await import('../../admin/app'));
});

describe('the admin remote in the admin’s app', () => {
  it('shows Loading... until the remote has loaded', async () => {
    let answer: (res: Response) => void = () => undefined;
    stubFetch({ [`GET ${entryPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/admin/dashboard', App);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Loading...')).toBeTruthy();
    answer(loaded());
    expect(await within(main).findByText('admin remote at /admin/dashboard')).toBeTruthy();
    expect(within(main).queryByText('Loading...')).toBeNull();
  });

  it('shows a message inside the layout, with Retry a link to the same page and query, when the entry is missing', async () => {
    stubFetch({ [`GET ${entryPath}`]: unavailable });
    renderApp('/admin/postings?status=pending', App);
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain(failureText);
    expect((await retryLink()).getAttribute('href')).toBe('/admin/postings?status=pending');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Remote Design Jobs' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('Retry loads the entry again in place, under a new address, and shows the remote', async () => {
    const network = stubFetch({ [`GET ${entryPath}`]: inTurn(unavailable, loaded) });
    renderApp('/admin/dashboard', App);
    await userEvent.click(await retryLink());
    expect(await screen.findByText('admin remote at /admin/dashboard')).toBeTruthy();
    expect(screen.queryByText(failureText)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
    expect(network.to('GET', entryPath).map((c) => c.url.search)).toEqual(['', '?retry=1']);
  });

  it('after a network failure, a Retry that fails again can be retried once more', async () => {
    const network = stubFetch({ [`GET ${entryPath}`]: inTurn(offline, offline, loaded) });
    renderApp('/admin/dashboard', App);
    await userEvent.click(await retryLink());
    await screen.findByText(failureText);
    await userEvent.click(await retryLink());
    expect(await screen.findByText('admin remote at /admin/dashboard')).toBeTruthy();
    expect(network.to('GET', entryPath).map((c) => c.url.search)).toEqual(['', '?retry=1', '?retry=2']);
  });

  it('leaves a Retry with a modifier key (a new tab) to the browser', async () => {
    const network = stubFetch({ [`GET ${entryPath}`]: unavailable });
    renderApp('/admin/dashboard', App);
    const link = await retryLink();
    const followed: boolean[] = [];
    // After React's handler has had its say: record whether the browser would follow the link, then stop it here.
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    onTestFinished(() => window.removeEventListener('click', record));
    fireEvent.click(link, { ctrlKey: true });
    expect(followed).toEqual([true]);
    expect(network.to('GET', entryPath)).toHaveLength(1);
  });

  it('loads the remote once for all its pages', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard', App);
    await userEvent.click(await screen.findByRole('link', { name: 'Posts' }));
    expect(await screen.findByText('admin remote at /admin/posts')).toBeTruthy();
    expect(network.to('GET', entryPath)).toHaveLength(1);
  });
});
