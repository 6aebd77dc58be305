/**
 * The Load More Posts island on its own (docs/pages.md#islands): rendered from its props as the browser hydrates it,
 * with the blog's API stubbed behind `fetch`. It has no router: the address it moves is the window's own.
 */
import { lastBlogListPage } from '@rdj/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { numbered, slugs, stubBlogApi, titles } from '../../../../test/posts';
import { LoadMorePosts } from './load-more-posts';

const address = () => location.pathname + location.search;
const loadMore = () => screen.getByRole('link', { name: 'Load More Posts' });
const pageCalls = (...pages: number[]) => pages.map((page) => `/api/blog/posts?page=${page}`);

/**
 * Whether the island took a click over: a listener on the window runs after React's (on its root), notes whether
 * the click's default was prevented and then prevents it, so happy-dom never follows a link the island left alone.
 */
const leftToBrowser: boolean[] = [];
function noteDefault(event: MouseEvent) {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
}
beforeEach(() => {
  history.replaceState({ from: 'the page' }, '', '/blog');
  window.addEventListener('click', noteDefault);
});
afterEach(() => {
  window.removeEventListener('click', noteDefault);
  leftToBrowser.length = 0;
});

describe('Load More Posts', () => {
  it('is a link to the next page, which the edge renders without JavaScript', () => {
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    expect(loadMore().getAttribute('href')).toBe('/blog?page=2');
    expect(loadMore().className).toBe('btn btn-secondary');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('adds the next page in place on a click, after the posts shown, and puts its address in place of the current one', async () => {
    const calls = stubBlogApi(20);
    const entries = history.length;
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 12' });
    expect(titles()).toEqual(numbered(7, 12));
    expect(address()).toBe('/blog?page=2');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ from: 'the page' });
    expect(calls).toEqual(pageCalls(2));
    expect(loadMore().getAttribute('href')).toBe('/blog?page=3');
    expect(leftToBrowser).toEqual([false]);
  });

  it('asks only for the next page on each click and goes once no more posts follow', async () => {
    const calls = stubBlogApi(15);
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 12' });
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 15' });
    expect(titles()).toEqual(numbered(7, 15));
    expect(address()).toBe('/blog?page=3');
    expect(calls).toEqual(pageCalls(2, 3));
    expect(screen.queryByRole('link', { name: 'Load More Posts' })).toBeNull();
  });

  it('gives each of its cards the full card: image (lazy), title, date and a plain Read More link', async () => {
    stubBlogApi(20);
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    const card = (await screen.findByRole('heading', { name: 'Post number 7' })).closest('article')!;
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(card.querySelector('time[data-date="day"]')?.getAttribute('datetime')).toBe('2026-11-05T10:00:00.000Z');
    expect(within(card).getByRole('link', { name: /^Read More ?: Post number 7$/ }).getAttribute('href')).toBe('/blog/post-7');
  });

  it('shows Loading... while the page is asked for', async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Load More Posts' })).toBeNull();
    answer(Response.json({ posts: [], more: false }));
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });

  it('leaves out a post the page already shows (one published between two requests moves it a page on)', async () => {
    stubBlogApi(20);
    render(<LoadMorePosts next={2} shown={[...slugs(1, 6), 'post-7']} />);
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 12' });
    expect(titles()).toEqual(numbered(8, 12));
  });

  it('says the posts could not be loaded when the page fails, keeps the link and the address, and the link asks again', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    expect((await screen.findByRole('alert')).textContent).toBe('The posts could not be loaded. Please try again.');
    expect(loadMore().getAttribute('href')).toBe('/blog?page=2');
    expect(address()).toBe('/blog');
    expect(screen.queryByRole('article')).toBeNull();

    const calls = stubBlogApi(20);
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 12' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(address()).toBe('/blog?page=2');
    expect(calls).toEqual(pageCalls(2));
  });

  it('takes an answer that is not a page of posts as a failure', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ posts: 'none' }));
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    await userEvent.click(loadMore());
    expect((await screen.findByRole('alert')).textContent).toBe('The posts could not be loaded. Please try again.');
    expect(address()).toBe('/blog');
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab or window)', () => {
    const calls = stubBlogApi(20);
    render(<LoadMorePosts next={2} shown={slugs(1, 6)} />);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(loadMore(), init);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(calls).toEqual([]);
    expect(address()).toBe('/blog');
  });

  it('never links past the last page the API serves', async () => {
    stubBlogApi(10_000);
    render(<LoadMorePosts next={lastBlogListPage} shown={[]} />);
    await userEvent.click(loadMore());
    await screen.findByRole('heading', { name: 'Post number 6000' });
    expect(address()).toBe(`/blog?page=${lastBlogListPage}`);
    expect(screen.queryByRole('link', { name: 'Load More Posts' })).toBeNull();
  });
});
