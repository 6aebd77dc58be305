import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rdj/router';
import { describe, expect, it } from 'vitest';
import BlogRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BlogRoutes />
    </MemoryRouter>,
  );
}

describe('blog routes', () => {
  it('shows the blog heading on /blog', () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByText(/No posts have been published yet/)).toBeTruthy();
  });

  it('answers a post slug with Post not found. instead of loading forever', () => {
    renderAt('/blog/some-post');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('Post not found.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('links from a missing post back to the blog list', async () => {
    renderAt('/blog/some-post');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(screen.getByText(/No posts have been published yet/)).toBeTruthy();
  });

  it('renders nothing for a path it does not own', () => {
    renderAt('/blog/a/b');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
