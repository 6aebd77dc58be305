import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { recordFollowedLinks } from '../../test/followed-links';
import { renderApp } from '../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

function expectLayout() {
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Close newsletter' })).toBeTruthy();
}

describe('the admin’s app', () => {
  it.each(['/admin', '/admin/dashboard', '/admin/posts/new'])('hands %s to the admin remote inside the layout', async (path) => {
    stubFetch();
    renderApp(path);
    expect(await within(screen.getByRole('main')).findByText(`admin remote at ${path}`)).toBeTruthy();
    expectLayout();
  });

  it('reads a trailing slash as the page without it', async () => {
    stubFetch();
    renderApp('/admin/dashboard/');
    expect(await screen.findByText('admin remote at /admin/dashboard/')).toBeTruthy();
  });

  it('moves between the admin’s pages in place, without a document load', async () => {
    stubFetch();
    renderApp('/admin/dashboard');
    const followed = recordFollowedLinks();
    await userEvent.click(await screen.findByRole('link', { name: 'Posts' }));
    expect(await screen.findByText('admin remote at /admin/posts')).toBeTruthy();
    expect(followed).toEqual([]);
  });

  it('starts a page moved to at its top, and leaves the first one to the browser’s own scroll restoration', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    onTestFinished(() => scrollTo.mockRestore());
    stubFetch();
    renderApp('/admin/dashboard');
    await screen.findByText('admin remote at /admin/dashboard');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Posts' }));
    await screen.findByText('admin remote at /admin/posts');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('a public page reached from the admin’s app', () => {
  it.each([
    ['the footer', 'About', '/about'],
    ['the footer', 'Blog', '/blog'],
    ['the header', 'Post a Job', '/post-job'],
    ['the header', 'Remote Design Jobs', '/'],
  ])('followed from %s (%s) is a plain link: the browser loads %s as a document the edge renders', async (place, name, path) => {
    stubFetch();
    renderApp('/admin/dashboard');
    await screen.findByText('admin remote at /admin/dashboard');
    const followed = recordFollowedLinks();
    const region = place === 'the footer' ? screen.getByRole('contentinfo') : screen.getByRole('banner');
    await userEvent.click(within(region).getByRole('link', { name }));
    expect(followed).toEqual([path]);
    expect(location()).toBe('/admin/dashboard');
  });
});
