import { siteName } from '@rdj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

/** The head as the edge wrote it for the admin's first page, whose body arrives empty. */
function edgeHead(title: string) {
  document.head.innerHTML = `<title>${title}</title><meta name="robots" content="noindex, nofollow">`;
  onTestFinished(() => {
    document.head.innerHTML = '';
  });
}

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);

describe('the admin’s page title', () => {
  it('is rendered by the app ahead of the edge’s, so the document’s title is the page’s own', async () => {
    edgeHead('Written by the edge');
    stubFetch();
    renderApp('/admin/dashboard');
    await screen.findByText('admin remote at /admin/dashboard');
    expect(document.title).toBe(siteName);
    expect(titles()).toEqual([siteName, 'Written by the edge']);
  });

  it('stays one title of the app’s on a move between the admin’s pages, with no request for the head', async () => {
    edgeHead(siteName);
    const network = stubFetch();
    renderApp('/admin/dashboard');
    await userEvent.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Posts' }));
    await screen.findByText('admin remote at /admin/posts');
    await waitFor(() => expect(titles()).toEqual([siteName, siteName]));
    expect(document.title).toBe(siteName);
    expect(network.calls.filter((call) => call.path.startsWith('/api/seo'))).toEqual([]);
  });
});
