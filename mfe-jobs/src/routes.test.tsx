import { categories, categoryPaths, redirectHref } from '@rdj/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@rdj/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { someJobs } from '../test/job';
import { stubFetch } from '../test/fetch-stub';
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

/** Every listing the pages ask for answers one empty page; a test overrides what it is about. */
function stubJobsApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const emptyPage = { status: 200, body: { jobs: [], page: 1, more: false, totalCount: 0 } };
  return stubFetch({
    'GET /api/jobs/featured': { status: 200, body: { jobs: [] } },
    ...Object.fromEntries(categories.map((c) => [`GET /api/jobs?category=${c.slug}&page=1`, emptyPage])),
    ...overrides,
  });
}

beforeEach(() => {
  stubJobsApi();
});

describe('home page', () => {
  it('shows the hero heading, the featured jobs and four features', async () => {
    stubJobsApi({ 'GET /api/jobs/featured': { status: 200, body: { jobs: someJobs(3) } } });
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Featured Design Jobs' });
    expect(await within(featured).findAllByRole('article')).toHaveLength(3);
    const whatWeDo = screen.getByRole('region', { name: 'What We Do' });
    expect(whatWeDo.querySelectorAll('li')).toHaveLength(4);
  });

  it('shows three placeholder cards when there are no featured jobs', async () => {
    renderAt('/');
    const featured = screen.getByRole('region', { name: 'Featured Design Jobs' });
    await expect.poll(() => featured.getAttribute('aria-busy')).toBe('false');
    expect(within(featured).getAllByText('New remote design roles are on the way')).toHaveLength(3);
  });

  it('offers every category in the select of a GET form the edge answers without JavaScript', () => {
    renderAt('/');
    const select = screen.getByLabelText('Choose a category');
    const values = Array.from(select.querySelectorAll('option'), (o) => o.value).filter(Boolean);
    expect(values).toEqual(categories.map((c) => c.slug));
    const form = select.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/categories');
    expect(select.getAttribute('name')).toBe('category');
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

  it('answers every category path with a hero heading and its listing', async () => {
    for (const path of categoryPaths) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Remote .* Jobs$/);
      expect(await screen.findAllByText('No jobs found matching your search')).toHaveLength(1);
      unmount();
    }
  });
});

describe('other jobs pages', () => {
  it('shows the redirect text on /redirect for a signed link', async () => {
    const url = 'https://example.com/job';
    const sig = 'c2lnbmVkLWJ5LXRoZS13b3JrZXItZm9yLXRoZS10ZXN';
    stubJobsApi({ [`GET /api/redirect?${new URLSearchParams({ url, sig })}`]: { status: 200, body: { signed: true } } });
    renderAt(redirectHref(url, sig));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' })).toBeTruthy();
  });

  it('loads the post-a-job page on /post-job', async () => {
    renderAt('/post-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a Design Job' })).toBeTruthy();
  });

  it('renders nothing for a path it does not own', () => {
    renderAt('/about');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
