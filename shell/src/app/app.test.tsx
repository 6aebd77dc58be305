import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  stubFetch();
});

function expectLayout() {
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Close newsletter' })).toBeTruthy();
}

describe('routing', () => {
  it.each([
    ['/about', 'About Remote Design Jobs'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/thank-you', 'Thank You!'],
  ])('renders the shell page %s inside the layout', (path, heading) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expectLayout();
  });

  it.each([
    ['/', 'jobs'],
    ['/remote-ux-ui-design-jobs', 'jobs'],
    ['/post-job', 'jobs'],
    ['/redirect', 'jobs'],
    ['/blog', 'blog'],
    ['/blog/some-post', 'blog'],
    ['/admin/dashboard', 'admin'],
  ])('hands %s to the %s remote inside the layout', async (path, remote) => {
    renderApp(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(`${remote} remote at ${path}`)).toBeTruthy();
    expectLayout();
  });

  it('reads a trailing slash as the page without it', async () => {
    renderApp('/blog/');
    expect(await screen.findByText('blog remote at /blog/')).toBeTruthy();
  });

  it.each(['/no-such-page', '/blog/a/b', '/remote-design-jobs'])(
    'shows a not-found page with a link home for %s',
    (path) => {
      renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
        '/',
      );
      expectLayout();
    },
  );
});

describe('thank-you page', () => {
  it('confirms the posting and links back home', () => {
    renderApp('/thank-you');
    expect(screen.getByText('A team member is going to reach out to you shortly!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
