/**
 * The blog's island as the browser takes it over (docs/pages.md#islands): the edge's page, its `<rdj-island>` started
 * through the one `hydrateIsland` the shell's page uses, with the component `./islands` loads and the props the edge
 * wrote beside it. The static list around it stays as the edge wrote it.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydrateIslands } from '../../shared/test/support/hydrate-islands';
import { renderAtEdge } from '../test/edge';
import { numbered, stubBlogApi, titles } from '../test/posts';
import islands from './islands';
import { LoadMorePosts } from './features/posts/components/load-more-posts';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The edge's page at `path` (`total` posts published) in the document, its island hydrated. `recoverable` is
 * React's report of a hydration it had to redo, `consoleError` the console's errors until the test ends.
 */
async function hydrateIsland(path: string, total: number) {
  const { html } = await renderAtEdge(path, total);
  document.body.innerHTML = `<main>${html}</main>`;
  history.replaceState(null, '', path);
  const element = document.querySelector<HTMLElement>('rdj-island')!;
  expect(element.dataset.island).toBe('blog:load-more');
  const consoleError = vi.spyOn(console, 'error');
  onTestFinished(() => consoleError.mockRestore());
  const { recoverable } = await hydrateIslands(document.body, () => islands['load-more']());
  return { element, recoverable, consoleError };
}

describe('the blog islands', () => {
  it('exposes Load More Posts as load-more', async () => {
    expect(Object.keys(islands)).toEqual(['load-more']);
    expect(await islands['load-more']()).toBe(LoadMorePosts);
  });

  it.each(['/blog', '/blog?page=2', '/blog?page=12'])('hydrates the Load More Posts island of %s as the edge wrote it, without error or fetch', async (path) => {
    const calls = stubBlogApi(100);
    const { recoverable, consoleError } = await hydrateIsland(path, 100);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('once hydrated, appends the next page after the static list and puts its address in place', async () => {
    const calls = stubBlogApi(20);
    const { element, recoverable, consoleError } = await hydrateIsland('/blog?page=2', 20);
    await act(async () => screen.getByRole('link', { name: 'Load More Posts' }).click());
    await screen.findByRole('heading', { name: 'Post number 18' });
    expect(titles()).toEqual(numbered(1, 18));
    expect(element.querySelectorAll('article')).toHaveLength(6);
    expect(location.pathname + location.search).toBe('/blog?page=3');
    expect(calls).toEqual(['/api/blog/posts?page=3']);
    expect(screen.getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=4');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
