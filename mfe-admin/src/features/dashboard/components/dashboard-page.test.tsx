import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noPageViews, type Reply } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';

const pageViewsKey = 'GET /api/admin/page-views?days=30';

const pendingKey = 'GET /api/admin/postings?status=pending';
const noPending: Reply = { status: 200, body: { submissions: [] } };

function openDashboard(pageViews: Reply = noPageViews, pending: Reply = noPending) {
  return openDashboardWith({ [pageViewsKey]: pageViews, [pendingKey]: pending });
}

describe('admin dashboard', () => {
  it('has four sidebar tabs with Dashboard Home selected', async () => {
    openDashboard();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dashboard Home', 'SEO Manager', 'Robots.txt Manager', 'Companies']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Dashboard Home' })).toBeTruthy();
  });

  it('switches panels when a tab is clicked', async () => {
    openDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Robots.txt Manager' }));

    expect(screen.getByRole('tab', { name: 'Robots.txt Manager' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Robots.txt Manager' });
    expect(within(panel).getByRole('heading', { name: 'Robots.txt Manager' })).toBeTruthy();
    expect(await within(panel).findByLabelText('robots.txt')).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Dashboard Home' })).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    openDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dashboard Home' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'SEO Manager' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('SEO Manager');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Companies' }).getAttribute('aria-selected')).toBe('true');
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

  it('draws a labelled bar per page, as long as its share of the most viewed page', async () => {
    openDashboard({
      status: 200,
      body: {
        since: '2026-03-03',
        totals: [
          { path: '/', views: 1200 },
          { path: '/blog', views: 300 },
          { path: '/about', views: 1 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Most viewed pages' });
    const bars = within(table).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['/: 1,200 views', '/blog: 300 views', '/about: 1 view']);
    expect(bars.map((bar) => bar.style.inlineSize)).toEqual(['100%', '25%', '1%']);
  });

  it('counts pending job submissions on the Job Submissions card', async () => {
    const fetchMock = openDashboard(noPageViews, {
      status: 200,
      body: { submissions: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
    });
    const link = await screen.findByRole('link', { name: /3 pending submissions/ });
    expect(link.getAttribute('href')).toBe('/admin/job-submissions');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/postings?status=pending')).toBe(true);
  });

  it('says so when pending submissions cannot be counted', async () => {
    openDashboard(noPageViews, { status: 500, body: { error: { code: 'internal_error', message: 'Internal error' } } });
    expect(await screen.findByText('Pending submissions could not be counted.')).toBeTruthy();
  });

  it('loads the SEO tools only when their tab is opened', async () => {
    const fetchMock = openDashboard();
    await screen.findByRole('tabpanel', { name: 'Dashboard Home' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/robots'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'SEO Manager' }));
    const panel = screen.getByRole('tabpanel', { name: 'SEO Manager' });
    expect(await within(panel).findByRole('button', { name: 'Scan Pages' })).toBeTruthy();
  });
});
