import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noPageViews, signedIn, stubFetch, type Reply } from '../../../test/fetch-stub';
import { renderAdminAt } from '../../../test/render-admin';

const pageViewsKey = 'GET /api/admin/page-views?days=30';

function openDashboard(pageViews: Reply = noPageViews) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, [pageViewsKey]: pageViews });
  renderAdminAt('/admin/dashboard');
  return fetchMock;
}

describe('admin dashboard', () => {
  it('has three sidebar tabs with Dashboard Home selected', async () => {
    openDashboard();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dashboard Home', 'SEO Manager', 'Robots.txt Manager']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Dashboard Home' })).toBeTruthy();
  });

  it('switches panels when a tab is clicked', async () => {
    openDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Robots.txt Manager' }));

    expect(screen.getByRole('tab', { name: 'Robots.txt Manager' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Robots.txt Manager' });
    expect(within(panel).getByRole('heading', { name: 'Robots.txt Manager' })).toBeTruthy();
    expect(within(panel).getByText('Coming in the next release.')).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Dashboard Home' })).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    openDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dashboard Home' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'SEO Manager' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('SEO Manager');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Robots.txt Manager' }).getAttribute('aria-selected')).toBe('true');
  });

  it('links Dashboard Home cards to the blog, SEO, new-post and job submissions pages', async () => {
    openDashboard();
    const panel = await screen.findByRole('tabpanel', { name: 'Dashboard Home' });
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/admin/blog', '/admin/seo', '/admin/blog/new', '/admin/job-submissions']);

    await userEvent.click(within(panel).getByRole('link', { name: /Create New Post/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeTruthy();
  });

  it('summarises page views of the last 30 days', async () => {
    const fetchMock = openDashboard({
      status: 200,
      body: {
        since: '2026-03-03',
        totals: [
          { path: '/', views: 1200 },
          { path: '/blog', views: 34 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Most viewed pages' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['/1,200', '/blog34']);
    expect(screen.getByText(/views since 2026-03-03/).textContent).toBe('1,234 views since 2026-03-03');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/page-views?days=30')).toBe(true);
  });

  it('says so when no page has been viewed yet', async () => {
    openDashboard();
    expect(await screen.findByText('No page views recorded since 2026-04-01.')).toBeTruthy();
  });

  it('shows a friendly message when page views cannot be loaded', async () => {
    openDashboard({ status: 500, body: { error: { code: 'internal_error', message: 'Internal error' } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Page views could not be loaded right now. Please try again later.');
    expect(screen.getByRole('tab', { name: 'Dashboard Home' })).toBeTruthy();
  });
});
