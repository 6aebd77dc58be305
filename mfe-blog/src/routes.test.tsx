import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import BlogRoutes from './routes';
import { stubBlogApi } from './test/posts';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BlogRoutes />
    </MemoryRouter>,
  );
}

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

  it('adds the next 6 with Load More Posts, which goes once there are no more', async () => {
    const calls = stubBlogApi();
    renderAt('/blog');
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Posts' }));
    await screen.findByRole('heading', { name: 'Post number 8' });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
    expect(calls).toEqual(['/api/blog/posts?page=1', '/api/blog/posts?page=2']);
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
