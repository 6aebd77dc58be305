import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { MemoryRouter, useNavigate } from '@rdj/router';
import { usePageViews } from './use-page-views';

/** A link of the admin remote's page: a move inside the admin's app, the one client-side app. */
const adminLink = async (name: string) => within(screen.getByRole('main')).findByRole('link', { name });

describe('page views in the admin’s app', () => {
  it('posts the first page once, even under StrictMode', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    // Give any second effect run time to show up.
    await screen.findByText('admin remote at /admin/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([{ path: '/admin/dashboard' }]);
  });

  it('posts exactly one view per move, a return to an earlier page included', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    await userEvent.click(await adminLink('Dashboard'));
    await userEvent.click(await adminLink('Posts'));
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(4));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([
      { path: '/admin/dashboard' },
      { path: '/admin/posts' },
      { path: '/admin/dashboard' },
      { path: '/admin/posts' },
    ]);
  });

  it('reports the page path without a trailing slash or query', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard/?tab=views');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    expect(network.to('POST', '/api/page-views')[0]!.body).toEqual({ path: '/admin/dashboard' });
  });

  it('never disturbs the page when counting fails', async () => {
    const network = stubFetch({ 'POST /api/page-views': () => json({ error: { code: 'internal', message: 'x' } }, 500) });
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    expect(await screen.findByText('admin remote at /admin/posts')).toBeTruthy();
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(2));
  });

  it('counts a filter that replaces the address on the same path (the status filter) as the same view, another path anew', async () => {
    const network = stubFetch();
    function Page() {
      usePageViews();
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/admin/postings?status=pending', { replace: true })}>Pending</button>
          <button onClick={() => navigate('/admin/dashboard', { replace: true })}>Elsewhere</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/admin/postings']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(2));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([{ path: '/admin/postings' }, { path: '/admin/dashboard' }]);
  });
});
