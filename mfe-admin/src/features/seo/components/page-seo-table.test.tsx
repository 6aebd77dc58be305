import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { pageSeoKey, pageSeoRow, seoDefaults } from '../../../../test/seo-fixture';

const patchKey = 'PATCH /api/admin/seo/page-seo/2';
const rows = [pageSeoRow(), pageSeoRow({ id: 2, path: '/blog', title: 'Blog', description: 'Posts', keywords: 'blog' })];

async function openListing(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ ...seoDefaults, [pageSeoKey]: ok({ rows }), ...handlers });
  renderAdminAt('/admin/seo');
  const table = await screen.findByRole('table', { name: 'Page SEO (older listing)' });
  return { fetchMock, table: within(table) };
}

describe('the older page SEO listing', () => {
  it('lists the rows in the order the server gives (by path) under its heading', async () => {
    const { table } = await openListing();
    expect(screen.getByRole('heading', { name: 'Page SEO (older listing)' })).toBeTruthy();
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['/about', '/blog']);
  });

  it('saves a field as soon as it is left, sending exactly that field', async () => {
    const { fetchMock, table } = await openListing({ [patchKey]: ok({ row: { ...rows[1], title: 'Blog posts' } }) });
    const title = table.getByLabelText('Title of /blog');
    await userEvent.type(title, ' posts');
    await userEvent.tab();
    const row = within(title.closest('tr')!);
    expect((await row.findByText('Saved')).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, patchKey)).toEqual([{ title: 'Blog posts' }]);
  });

  it('sends nothing when a field is left unchanged', async () => {
    const { fetchMock, table } = await openListing();
    await userEvent.click(table.getByLabelText('Keywords of /blog'));
    await userEvent.tab();
    expect(callsTo(fetchMock, patchKey)).toBe(0);
  });

  it('saves the sitemap checkbox at once', async () => {
    const { fetchMock, table } = await openListing({ [patchKey]: ok({ row: { ...rows[1], addToSitemap: false } }) });
    await userEvent.click(table.getByRole('checkbox', { name: '/blog in sitemap' }));
    await table.findByText('Saved');
    expect(bodiesSentTo(fetchMock, patchKey)).toEqual([{ addToSitemap: false }]);
    expect((table.getByRole('checkbox', { name: '/blog in sitemap' }) as HTMLInputElement).checked).toBe(false);
  });

  it('marks the row when its save fails', async () => {
    const { table } = await openListing({ [patchKey]: apiError(500, 'internal_error', 'Internal error') });
    await userEvent.type(table.getByLabelText('Description of /blog'), '!');
    await userEvent.tab();
    const alert = await table.findByRole('alert');
    expect(alert.textContent).toBe('Error saving changes');
    expect(alert.closest('tr')?.querySelector('th')?.textContent).toBe('/blog');
  });
});
