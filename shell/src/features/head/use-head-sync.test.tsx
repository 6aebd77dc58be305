import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { headFor, json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** The head as the edge renders it for the admin's first page, which arrives empty (workers/src/html/head.ts). */
function edgeHead() {
  document.head.innerHTML = [
    '<title>Dashboard | Remote Design Jobs</title>',
    '<meta name="description" content="The dashboard." data-head>',
    '<meta name="keywords" content="dashboard" data-head>',
    '<meta property="og:title" content="Dashboard | Remote Design Jobs" data-head>',
    '<meta property="og:description" content="The dashboard." data-head>',
    '<meta property="og:url" content="http://localhost/admin/dashboard" data-head>',
    '<meta name="twitter:title" content="Dashboard | Remote Design Jobs" data-head>',
    '<meta name="twitter:description" content="The dashboard." data-head>',
    '<link rel="canonical" href="http://localhost/admin/dashboard" data-head>',
  ].join('');
}

/** A link of the admin remote's page: a move inside the admin's app, the one client-side app. */
const adminLink = async (name: string) => within(screen.getByRole('main')).findByRole('link', { name });

beforeEach(() => {
  edgeHead();
});

describe('head sync on a move inside the admin’s app', () => {
  it('leaves the first page to the head the edge rendered', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(network.to('POST', '/api/page-views')).toHaveLength(1));
    expect(network.to('GET', '/api/seo')).toHaveLength(0);
    expect(document.title).toBe('Dashboard | Remote Design Jobs');
  });

  it('updates the title, description, keywords, social tags and canonical link for the new page', async () => {
    const network = stubFetch();
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    await waitFor(() => expect(document.title).toBe('Title of /admin/posts'));
    expect(network.to('GET', '/api/seo').map((c) => c.url.searchParams.get('path'))).toEqual(['/admin/posts']);
    const head = headFor('/admin/posts');
    expect(meta('name="description"')).toBe(head.description);
    expect(meta('name="keywords"')).toBe(head.keywords);
    expect(meta('property="og:title"')).toBe(head.title);
    expect(meta('property="og:description"')).toBe(head.description);
    expect(meta('property="og:url"')).toBe(head.canonical);
    expect(meta('name="twitter:title"')).toBe(head.title);
    expect(meta('name="twitter:description"')).toBe(head.description);
    expect(canonical()).toBe(head.canonical);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('adds a robots tag for a noindex page and removes it on the next indexable page', async () => {
    stubFetch({
      'GET /api/seo': ({ url }) => {
        const path = url.searchParams.get('path')!;
        return json({ ...headFor(path), robots: path === '/admin/posts' ? 'noindex, nofollow' : null });
      },
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    await waitFor(() => expect(document.title).toBe('Title of /admin/posts'));
    expect(meta('name="robots"')).toBe('noindex, nofollow');
    await userEvent.click(await adminLink('Dashboard'));
    await waitFor(() => expect(document.title).toBe('Title of /admin/dashboard'));
    expect(meta('name="robots"')).toBeUndefined();
  });

  it('creates the tags a head is missing', async () => {
    document.head.innerHTML = '<title>Remote Design Jobs</title>';
    stubFetch({ 'GET /api/seo': ({ url }) => json({ ...headFor(url.searchParams.get('path')!), robots: 'noindex, nofollow' }) });
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    await waitFor(() => expect(document.title).toBe('Title of /admin/posts'));
    expect(meta('name="robots"')).toBe('noindex, nofollow');
    expect(meta('property="og:url"')).toBe('http://localhost/admin/posts');
    expect(canonical()).toBe('http://localhost/admin/posts');
    expect(document.head.querySelector('link[rel="canonical"]')?.hasAttribute('data-head')).toBe(true);
  });

  it('keeps the current head when the lookup fails', async () => {
    stubFetch({ 'GET /api/seo': () => json({ error: { code: 'internal', message: 'Boom' } }, 500) });
    renderApp('/admin/dashboard');
    await userEvent.click(await adminLink('Posts'));
    expect(await screen.findByText('admin remote at /admin/posts')).toBeTruthy();
    expect(document.title).toBe('Dashboard | Remote Design Jobs');
    expect(canonical()).toBe('http://localhost/admin/dashboard');
  });
});
