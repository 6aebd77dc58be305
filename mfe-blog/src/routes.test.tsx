/**
 * The blog's pages as the edge renders them (`react-dom/server` with the loader's data): the browser renders none
 * of this again, so what these pages show and link to is all in this HTML (docs/pages.md#blog-list, #blog-post).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { edgeApi, renderAtEdge, unreachable } from '../test/edge';
import { numbered, slugs, titles } from '../test/posts';

/** Puts the edge's HTML into the document, to read it as a visitor's browser shows it. */
function show(html: string) {
  document.body.innerHTML = `<main>${html}</main>`;
}
afterEach(() => {
  document.body.innerHTML = '';
});

const link = (name: string) => screen.getByRole('link', { name });
const island = () => document.querySelector<HTMLElement>('rdj-island');

describe('the blog list from the edge', () => {
  it('shows 6 posts as cards with image, category, date, read time, title, excerpt and Read More', async () => {
    show((await renderAtEdge('/blog', 8)).html);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
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

  it("writes each date in a <time data-date=\"day\"> with its instant, for the shell's script to write in the viewer's zone", async () => {
    const { html } = await renderAtEdge('/blog', 8);
    expect(html).toContain('<time dateTime="2026-11-05T10:00:00.000Z" data-date="day">Nov 5, 2026</time>');
  });

  it('loads the first row of images at once, the first at high priority, and the rest when they come near', async () => {
    const { html } = await renderAtEdge('/blog', 80);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      loading: /loading="(\w+)"/.exec(tag)?.[1],
      priority: /fetchpriority="(\w+)"/i.exec(tag)?.[1] ?? null,
    }));
    expect(images.map((image) => image.loading)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(images.map((image) => image.priority)).toEqual(['high', null, null, null, null, null]);
  });

  it('shows /blog?page=3 with the pages 1 to 3 and links Load More Posts to page 4', async () => {
    show((await renderAtEdge('/blog?page=3', 30)).html);
    expect(titles()).toEqual(numbered(1, 18));
    expect(link('Load More Posts').getAttribute('href')).toBe('/blog?page=4');
    expect(link('Load More Posts').className).toBe('btn btn-secondary');
    expect(screen.queryByRole('link', { name: 'Show newer posts' })).toBeNull();
  });

  it('renders Load More Posts as the island blog:load-more, hydrated on touch, from the next page and the posts shown', async () => {
    show((await renderAtEdge('/blog?page=2', 20)).html);
    const element = island()!;
    expect(element.dataset).toMatchObject({ island: 'blog:load-more', when: 'interaction' });
    expect(JSON.parse(element.dataset.props!)).toEqual({ next: 3, shown: slugs(1, 12) });
    expect(document.querySelectorAll('rdj-island')).toHaveLength(1);
    // The list stays outside it: static HTML that sends no component code.
    expect(element.querySelector('article')).toBeNull();
    expect(within(element).getByRole('link', { name: 'Load More Posts' }).getAttribute('href')).toBe('/blog?page=3');
  });

  it('has no Load More Posts, and no island, once no more posts follow', async () => {
    const { html } = await renderAtEdge('/blog?page=4', 20);
    show(html);
    expect(titles()).toEqual(numbered(1, 20));
    expect(html).not.toContain('Load More Posts');
    expect(island()).toBeNull();
  });

  it('never links Load More Posts past the last page the API serves', async () => {
    const { html } = await renderAtEdge('/blog?page=1000', 10_000);
    expect(html).toContain('Show newer posts');
    expect(html).not.toContain('Load More Posts');
    expect(html).not.toContain('<rdj-island');
  });

  it('shows at most ten pages: past page 10 a plain Show newer posts link above the list goes to the pages before them', async () => {
    expect((await renderAtEdge('/blog?page=10', 100)).html).not.toContain('Show newer posts');
    const { html } = await renderAtEdge('/blog?page=12', 100);
    show(html);
    expect(titles()).toEqual(numbered(13, 72));
    expect(html).toContain('<a href="/blog?page=2">Show newer posts</a>');
    expect(html.indexOf('Show newer posts')).toBeLessThan(html.indexOf('<article'));
    expect((await renderAtEdge('/blog?page=11', 100)).html).toContain('<a href="/blog">Show newer posts</a>');
  });

  it('says no posts have been published yet when there are none', async () => {
    const { status, html } = await renderAtEdge('/blog', 0);
    show(html);
    expect(status).toBe(200);
    expect(screen.getByText('No posts have been published yet. Check back soon.')).toBeTruthy();
    expect(island()).toBeNull();
  });

  it('renders the failure with a Try again link to the same address when the API failed, and answers 503', async () => {
    const { status, html } = await renderAtEdge('/blog?page=3', unreachable);
    show(html);
    expect(status).toBe(503);
    expect(screen.getByRole('alert').textContent).toBe('The posts could not be loaded. Please try again.');
    expect(link('Try again').getAttribute('href')).toBe('/blog?page=3');
    expect(screen.queryByRole('article')).toBeNull();
    expect(island()).toBeNull();
    expect(html).not.toContain('Loading...');
  });
});

describe('a blog post from the edge', () => {
  it('shows the title, published date and HTML content, all static: no island', async () => {
    const { status, html } = await renderAtEdge('/blog/post-1', 2);
    show(html);
    expect(status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Post number 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Section 1' })).toBeTruthy();
    expect(html).toContain('<time dateTime="2026-11-05T10:00:00.000Z" data-date="day">Nov 5, 2026</time>');
    expect(link('Back to Blog').getAttribute('href')).toBe('/blog');
    expect(island()).toBeNull();
    expect(html).not.toContain('Loading...');
  });

  it('answers an unknown slug with Post not found. (404) and a plain link back to the list', async () => {
    const { status, html } = await renderAtEdge('/blog/some-post', 2);
    show(html);
    expect(status).toBe(404);
    expect(screen.getByText('Post not found.')).toBeTruthy();
    expect(link('Back to Blog').getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('renders the failure with a Try again link to the same address when the API failed, and answers 503', async () => {
    const { status, html } = await renderAtEdge('/blog/post-1', unreachable);
    show(html);
    expect(status).toBe(503);
    expect(screen.getByRole('alert').textContent).toBe('The post could not be loaded. Please try again.');
    expect(link('Try again').getAttribute('href')).toBe('/blog/post-1');
    expect(link('Back to Blog').getAttribute('href')).toBe('/blog');
  });

  it('renders nothing for a path it does not own', async () => {
    const { status, html } = await renderAtEdge('/blog/a/b', edgeApi());
    expect(status).toBe(404);
    expect(html).toBe('');
  });
});
