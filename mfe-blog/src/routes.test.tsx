import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from '@rdj/router';
import { afterEach, describe, expect, it } from 'vitest';
import BlogRoutes from './routes';
import { stubBlogApi } from '../test/posts';

/** Where the router is now, and how it got there (PUSH, REPLACE, POP); `navigate` acts as the browser's buttons do. */
const router = { path: '', type: '', navigate: null as NavigateFunction | null };

function RouterProbe() {
  const location = useLocation();
  router.path = location.pathname + location.search;
  router.type = useNavigationType();
  router.navigate = useNavigate();
  return null;
}

function renderAt(...entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <BlogRoutes />
      <RouterProbe />
    </MemoryRouter>,
  );
}

/** The titles of the cards shown, in order (read from the DOM: role queries over 60 cards are slow in happy-dom). */
const titles = () => Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent);
/** The link `text` (found by its text: role queries over 60 cards are slow in happy-dom). */
function linkTo(text: string): HTMLAnchorElement {
  const link = screen.getByText(text);
  expect(link.tagName).toBe('A');
  return link as HTMLAnchorElement;
}
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Post number ${from + i}`);
const pageCalls = (...pages: number[]) => pages.map((page) => `/api/blog/posts?page=${page}`);

/**
 * Whether the app took a click over: a listener on the window runs after React's (on its root), notes whether the
 * click's default was prevented and then prevents it, so happy-dom never follows a link the app left alone.
 */
const leftToBrowser: boolean[] = [];
function noteDefault(event: MouseEvent) {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
}
window.addEventListener('click', noteDefault);
afterEach(() => {
  leftToBrowser.length = 0;
});

describe('the blog list', () => {
  it('shows 6 posts as cards with image, category, date, read time, title, excerpt and Read More', async () => {
    stubBlogApi();
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Post number 1' })).toBeTruthy();
    expect(first.getByRole('img').getAttribute('alt')).toBe('Picture 1');
    expect(first.getByText('Career Advice')).toBeTruthy();
    expect(first.getByText('Nov 5, 2026')).toBeTruthy();
    expect(first.getByText('5 min read')).toBeTruthy();
    expect(first.getByText('What post 1 is about.')).toBeTruthy();
    // (happy-dom's name computation puts a space before an inline element; browsers do not)
    const readMore = first.getByRole('link', { name: /^Read More ?: Post number 1$/ });
    expect(readMore.getAttribute('href')).toBe('/blog/post-1');
    // The title is in the link's own text, which crawlers read; only "Read More" shows.
    expect(readMore.textContent).toBe('Read More: Post number 1');
    expect(readMore.querySelector('.visually-hidden')?.textContent).toBe(': Post number 1');
    expect(readMore.hasAttribute('aria-label')).toBe(false);
  });

  it('adds the next page with the Load More Posts link, which goes once there are no more', async () => {
    const calls = stubBlogApi();
    renderAt('/blog');
    const loadMore = await screen.findByRole('link', { name: 'Load More Posts' });
    expect(loadMore.getAttribute('href')).toBe('/blog?page=2');
    expect(loadMore.className).toBe('btn btn-secondary');
    await userEvent.click(loadMore);
    await screen.findByRole('heading', { name: 'Post number 8' });
    expect(titles()).toEqual(numbered(1, 8));
    expect(screen.queryByRole('link', { name: 'Load More Posts' })).toBeNull();
    expect(calls).toEqual(pageCalls(1, 2));
    expect(leftToBrowser).toEqual([false]);
  });

  it('puts the next page in place of the address on Load More, without asking again for the pages shown', async () => {
    const calls = stubBlogApi(20);
    renderAt('/blog');
    await userEvent.click(await screen.findByRole('link', { name: 'Load More Posts' }));
    await waitFor(() => expect(router.path).toBe('/blog?page=2'));
    expect(router.type).toBe('REPLACE');
    expect(titles()).toEqual(numbered(1, 12));
    await userEvent.click(screen.getByRole('link', { name: 'Load More Posts' }));
    await waitFor(() => expect(router.path).toBe('/blog?page=3'));
    expect(titles()).toEqual(numbered(1, 18));
    expect(screen.getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=4');
    expect(calls).toEqual(pageCalls(1, 2, 3));
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab or window)', async () => {
    const calls = stubBlogApi();
    renderAt('/blog');
    const loadMore = await screen.findByRole('link', { name: 'Load More Posts' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(loadMore, init);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(titles()).toHaveLength(6);
    expect(router.path).toBe('/blog');
    expect(calls).toEqual(pageCalls(1));
  });

  it('shows /blog?page=3 with the pages 1 to 3, asked for together, and links Load More Posts to page 4', async () => {
    const calls = stubBlogApi(30);
    renderAt('/blog?page=3');
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Post number 18' });
    expect(titles()).toEqual(numbered(1, 18));
    expect(calls).toEqual(pageCalls(1, 2, 3));
    expect(screen.getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=4');
    expect(screen.queryByRole('link', { name: 'Show newer posts' })).toBeNull();
    expect(router.path).toBe('/blog?page=3');
  });

  it('shows at most ten pages: past page 10 a Show newer posts link above the list goes to the pages before them', async () => {
    const calls = stubBlogApi(100);
    renderAt('/blog?page=12');
    await screen.findByText('Post number 72');
    expect(titles()).toEqual(numbered(13, 72));
    expect(calls).toEqual(pageCalls(3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    const newer = linkTo('Show newer posts');
    expect(newer.getAttribute('href')).toBe('/blog?page=2');
    // Above the list.
    expect(newer.compareDocumentPosition(document.querySelector('article')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Load More keeps ten pages: the list, the address and the link move on by one page.
    await userEvent.click(linkTo('Load More Posts'));
    await waitFor(() => expect(router.path).toBe('/blog?page=13'));
    expect(titles()).toEqual(numbered(19, 78));
    expect(linkTo('Show newer posts').getAttribute('href')).toBe('/blog?page=3');

    // Show newer posts shows the pages before the list: those up to page 3.
    await userEvent.click(linkTo('Show newer posts'));
    await waitFor(() => expect(router.path).toBe('/blog?page=3'));
    expect(titles()).toEqual(numbered(1, 18));
    expect(screen.queryByText('Show newer posts')).toBeNull();
    expect(linkTo('Load More Posts').getAttribute('href')).toBe('/blog?page=4');
    expect(calls.slice(10)).toEqual(pageCalls(13, 1, 2, 3));
  });

  it('links Show newer posts to /blog when the list starts at page 2', async () => {
    stubBlogApi(100);
    renderAt('/blog?page=11');
    const newer = await screen.findByRole('link', { name: 'Show newer posts' });
    expect(newer.getAttribute('href')).toBe('/blog');
  });

  it('shows the list of the address a navigation goes back to, asking only for the pages not shown', async () => {
    const calls = stubBlogApi(30);
    renderAt('/blog?page=3', '/blog');
    await userEvent.click(await screen.findByRole('link', { name: 'Load More Posts' }));
    await waitFor(() => expect(router.path).toBe('/blog?page=2'));
    await act(async () => router.navigate!(-1));
    await waitFor(() => expect(titles()).toEqual(numbered(1, 18)));
    expect(router.path).toBe('/blog?page=3');
    expect(calls).toEqual(pageCalls(1, 2, 3));
  });

  it('reads an odd ?page= as the edge does: page 1', async () => {
    const calls = stubBlogApi();
    renderAt('/blog?page=abc');
    await screen.findByRole('heading', { name: 'Post number 6' });
    expect(calls).toEqual(pageCalls(1));
    expect(router.path).toBe('/blog?page=abc');
  });

  it('says the posts could not be loaded when a page fails, and Load More Posts asks again', async () => {
    const calls = stubBlogApi(20);
    renderAt('/blog');
    const loadMore = await screen.findByRole('link', { name: 'Load More Posts' });
    const working = globalThis.fetch;
    globalThis.fetch = async () => new Response('{}', { status: 500 });
    await userEvent.click(loadMore);
    expect((await screen.findByRole('alert')).textContent).toBe('The posts could not be loaded. Please try again.');
    expect(titles()).toEqual(numbered(1, 6));
    expect(router.path).toBe('/blog');
    globalThis.fetch = working;
    await userEvent.click(screen.getByRole('link', { name: 'Load More Posts' }));
    await waitFor(() => expect(router.path).toBe('/blog?page=2'));
    expect(titles()).toEqual(numbered(1, 12));
    expect(calls).toEqual(pageCalls(1, 2));
  });
});

describe('a blog post', () => {
  it('shows Loading..., then the title, published date and HTML content', async () => {
    stubBlogApi();
    renderAt('/blog/post-3');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Section 3' })).toBeTruthy();
    expect(screen.getByText('Nov 5, 2026')).toBeTruthy();
  });

  it('answers an unknown slug with Post not found. and a way back to the list', async () => {
    stubBlogApi();
    renderAt('/blog/some-post');
    expect(await screen.findByText('Post not found.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });

  it('renders nothing for a path it does not own', () => {
    stubBlogApi();
    renderAt('/blog/a/b');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
