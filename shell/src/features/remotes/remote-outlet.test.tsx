import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const failureText = 'This part of the site could not be loaded.';
const unavailable = () => json({ error: { code: 'remote_not_shipped', message: 'Remote jobs has no release yet' } }, 503);
const loaded = () => new Response('export {}');

/** Answers the jobs entry with each handler in turn (the last one repeats). */
function inTurn(...handlers: Handler[]): Handler {
  let next = 0;
  return (call) => handlers[Math.min(next++, handlers.length - 1)]!(call);
}

// Loaded remotes live for the whole visit: each test starts a fresh shell, as a new page load would.
let App: typeof import('../../app/app').App;
beforeEach(async () => {
  vi.resetModules();
  ({ App } = await import('../../app/app'));
});

describe('remote loading', () => {
  it('shows Loading... until the remote has loaded', async () => {
    let answer: (res: Response) => void = () => undefined;
    stubFetch({ 'GET /mfe/jobs/remoteEntry.js': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/', App);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Loading...')).toBeTruthy();
    answer(loaded());
    expect(await within(main).findByText('jobs remote at /')).toBeTruthy();
    expect(within(main).queryByText('Loading...')).toBeNull();
  });

  it('shows a message and a Retry button inside the layout when the entry is missing', async () => {
    stubFetch({ 'GET /mfe/jobs/remoteEntry.js': unavailable });
    renderApp('/', App);
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain(failureText);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Remote Design Jobs' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('keeps the header, the footer, shell pages and other remotes working when one remote fails', async () => {
    stubFetch({ 'GET /mfe/jobs/remoteEntry.js': unavailable });
    renderApp('/', App);
    await screen.findByText(failureText);
    const footer = screen.getByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { level: 1, name: 'About Remote Design Jobs' })).toBeTruthy();
    await userEvent.click(within(footer).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByText('blog remote at /blog')).toBeTruthy();
  });

  it('Retry loads the entry again under a new address and shows the remote', async () => {
    const network = stubFetch({ 'GET /mfe/jobs/remoteEntry.js': inTurn(unavailable, loaded) });
    renderApp('/', App);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('jobs remote at /')).toBeTruthy();
    expect(screen.queryByText(failureText)).toBeNull();
    expect(network.to('GET', '/mfe/jobs/remoteEntry.js').map((c) => c.url.search)).toEqual(['', '?retry=1']);
  });

  it('after a network failure, a Retry that fails again can be retried once more', async () => {
    const offline: Handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const network = stubFetch({ 'GET /mfe/jobs/remoteEntry.js': inTurn(offline, offline, loaded) });
    renderApp('/', App);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('jobs remote at /')).toBeTruthy();
    expect(network.to('GET', '/mfe/jobs/remoteEntry.js').map((c) => c.url.search)).toEqual([
      '',
      '?retry=1',
      '?retry=2',
    ]);
  });

  it('loads a remote once for all its pages', async () => {
    const network = stubFetch();
    renderApp('/', App);
    await screen.findByText('jobs remote at /');
    await userEvent.click(screen.getByRole('link', { name: 'Post a Job' }));
    expect(await screen.findByText('jobs remote at /post-job')).toBeTruthy();
    expect(network.to('GET', '/mfe/jobs/remoteEntry.js')).toHaveLength(1);
  });
});
