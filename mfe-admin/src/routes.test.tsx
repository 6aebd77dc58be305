import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, noPageViews, signedIn, stubFetch } from '../test/fetch-stub';
import { renderAdminAt } from '../test/render-admin';

describe('admin route table', () => {
  it('sends /admin to the dashboard', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, 'GET /api/admin/page-views?days=30': noPageViews });
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it.each([
    ['/admin/seo', 'SEO Manager'],
    ['/admin/blog', 'Blog Administration'],
    ['/admin/blog/new', 'Create New Blog Post'],
    ['/admin/blog/edit/42', 'Edit Blog Post'],
    ['/admin/blog/inline-editor/new', 'Inline Editor'],
  ])('shows the protected page %s with its heading', async (path, heading) => {
    stubFetch({ 'GET /api/auth/user': signedIn });
    renderAdminAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the login page without checking for a session', () => {
    const fetchMock = stubFetch({});
    renderAdminAt('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/auth/user')).toBe(0);
  });

  it('answers an unknown admin path with a not-found message', () => {
    stubFetch({});
    renderAdminAt('/admin/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
