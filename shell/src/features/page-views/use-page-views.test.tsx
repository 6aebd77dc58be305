import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { MemoryRouter, useNavigate } from '@rdj/router';
import { usePageViews } from './use-page-views';

const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

describe('page views', () => {
  it('posts the first page once, even under StrictMode', async () => {
    const network = stubFetch();
    renderApp('/about');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    // Give any second effect run time to show up.
    await screen.findByRole('heading', { level: 1, name: 'About Remote Design Jobs' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([{ path: '/about' }]);
  });

  it('posts exactly one view per navigation, a return to an earlier page included', async () => {
    const network = stubFetch();
    renderApp('/about');
    await userEvent.click(footerLink('Privacy Policy'));
    await userEvent.click(footerLink('Terms of Service'));
    await userEvent.click(footerLink('About'));
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(4));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([
      { path: '/about' },
      { path: '/privacy' },
      { path: '/terms' },
      { path: '/about' },
    ]);
  });

  it('reports the page path without a trailing slash or query', async () => {
    const network = stubFetch();
    renderApp('/blog/?page=2');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    expect(network.to('POST', '/api/page-views')[0]!.body).toEqual({ path: '/blog' });
  });

  it('never disturbs the page when counting fails', async () => {
    const network = stubFetch({ 'POST /api/page-views': () => json({ error: { code: 'internal', message: 'x' } }, 500) });
    renderApp('/about');
    await userEvent.click(footerLink('Terms of Service'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(network.to('POST', '/api/page-views')).toHaveLength(2);
  });

  it('counts a list that grows in place (the address replaced on the same path) as the same view, another path anew', async () => {
    const network = stubFetch();
    function Page() {
      usePageViews();
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/blog?page=2', { replace: true })}>Load More Posts</button>
          <button onClick={() => navigate('/about', { replace: true })}>Elsewhere</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Load More Posts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(2));
    expect(network.to('POST', '/api/page-views').map((c) => c.body)).toEqual([{ path: '/blog' }, { path: '/about' }]);
  });
});
