import { categories, categoryPaths } from '@rdj/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import JobsRoutes from './routes';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <JobsRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('home page', () => {
  it('shows the hero heading, three featured placeholders and four features', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Featured Design Jobs' });
    expect(featured.querySelectorAll('li')).toHaveLength(3);
    const whatWeDo = screen.getByRole('region', { name: 'What We Do' });
    expect(whatWeDo.querySelectorAll('li')).toHaveLength(4);
  });

  it('offers every category in the select', () => {
    renderAt('/');
    const select = screen.getByLabelText('Choose a category');
    const values = Array.from(select.querySelectorAll('option'), (o) => o.value).filter(Boolean);
    expect(values).toEqual(categories.map((c) => c.path));
  });

  it('navigates to the chosen category page', async () => {
    renderAt('/');
    await userEvent.selectOptions(screen.getByLabelText('Choose a category'), 'Product Design');
    expect(screen.getByTestId('location').textContent).toBe('/remote-product-design-jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' })).toBeTruthy();
  });
});

describe('category pages', () => {
  it('shows the category title and description in the hero', () => {
    renderAt('/remote-graphic-design-jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Remote Graphic Design Jobs' })).toBeTruthy();
    expect(screen.getByText('Find remote graphic design jobs from companies hiring designers worldwide.')).toBeTruthy();
  });

  it('shows the ux-ui page on the ui-ux alias path', () => {
    renderAt('/remote-ui-ux-design-jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Remote UX/UI Design Jobs' })).toBeTruthy();
    expect(screen.getByText(/user experience, user interface and interaction design/)).toBeTruthy();
  });

  it('answers every category path with a hero heading', () => {
    for (const path of categoryPaths) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Remote .* Jobs$/);
      unmount();
    }
  });
});

describe('other jobs pages', () => {
  it('shows the redirect text on /redirect', () => {
    renderAt('/redirect?url=https%3A%2F%2Fexample.com%2Fjob');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('Redirecting you to the job posting...')).toBeTruthy();
  });

  it('shows the post-a-job heading on /post-job', () => {
    renderAt('/post-job');
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Design Job' })).toBeTruthy();
  });

  it('renders nothing for a path it does not own', () => {
    renderAt('/about');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
