import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import type { NavigateFunction } from '@rdj/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aJob, someJobs } from '../test/job';
import { aPosting } from '../test/posting';
import { callsTo, stubFetch } from '../test/fetch-stub';
import { hydrate as hydrateServed, servedPage } from '../test/served-page';

let root: Root | undefined;
/** Moves within the app as the shell's links do. */
let navigate: NavigateFunction = () => {};

beforeEach(() => {
  // The routes read the page's data once, when their module loads: each test loads them into its own page.
  vi.resetModules();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Hydrates `path` as the shell does, keeping its root and navigate for the test. */
async function hydrate(container: HTMLElement, path: string) {
  const hydrated = await hydrateServed(container, path, (next) => {
    navigate = next;
  });
  root = hydrated.root;
  return hydrated;
}

const listAnswer = (slug: string, jobs: unknown[], more = false) => ({
  [`/api/jobs?category=${slug}&page=1`]: { status: 200, body: { jobs, page: 1, more, totalCount: 40 } },
});

describe('hydrating a page rendered on the server', () => {
  it('takes over the home page as it is, without fetching the featured jobs again', async () => {
    const fetchMock = stubFetch({});
    const jobs = [aJob({ id: 'n', title: 'New Designer', updated: new Date().toISOString() }), ...someJobs(2)];
    const { container, serverHtml } = await servedPage('/', { '/api/jobs/featured': { status: 200, body: { jobs } } });
    const { onRecoverableError, consoleError } = await hydrate(container, '/');

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    // The one change: the picker's submit button, there only for a page without JavaScript, goes.
    const pickerButton = '<button type="submit" class="btn btn-primary">Show jobs</button>';
    expect(serverHtml).toContain(pickerButton);
    expect(container.innerHTML).toBe(serverHtml.replace(pickerButton, ''));
    const featured = screen.getByRole('region', { name: 'Featured Design Jobs' });
    expect(within(featured).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      jobs.map((job) => job.title),
    );
  });

  it('takes over a category page with both listings, fetching only the next page on Show More', async () => {
    const fetchMock = stubFetch({
      'GET /api/jobs?category=graphic-design&page=2': { status: 200, body: { jobs: someJobs(1, 9), page: 2, more: false, totalCount: 40 } },
    });
    const { container } = await servedPage('/remote-graphic-design-jobs', listAnswer('graphic-design', someJobs(3), true));
    // The endless list waits for its sentinel to scroll into view; nothing scrolls here.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { onRecoverableError, consoleError } = await hydrate(container, '/remote-graphic-design-jobs');

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    const listing = screen.getByRole('region', { name: 'Graphic Design jobs' });
    expect(within(listing).getAllByRole('article')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Browse all Graphic Design jobs' })).getAllByRole('article')).toHaveLength(3);

    await userEvent.click(within(listing).getByRole('link', { name: 'Show More' }));
    expect(await within(listing).findByText('Graphic Designer 9')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'GET /api/jobs?category=graphic-design&page=2')).toBe(1);
  });

  it('takes over a posting page without asking for the posting again', async () => {
    const fetchMock = stubFetch({});
    const posting = aPosting();
    const path = `/jobs/${posting.id}`;
    const { container, serverHtml } = await servedPage(path, { [`/api/postings/${posting.id}`]: { status: 200, body: posting } });
    const { onRecoverableError, consoleError } = await hydrate(container, path);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(screen.getByTestId('posting-description').textContent).toBe(posting.description);
  });

  it("shows dates in the viewer's time zone when the server's zone made them another day", async () => {
    const fetchMock = stubFetch({});
    const posting = aPosting();
    const path = `/jobs/${posting.id}`;
    const { container } = await servedPage(path, { [`/api/postings/${posting.id}`]: { status: 200, body: posting } });
    // What a server a day ahead of this viewer renders.
    container.innerHTML = container.innerHTML.replace('Mar 3, 2026', 'Mar 4, 2026').replace('Apr 2, 2026', 'Apr 3, 2026');
    const { onRecoverableError, consoleError } = await hydrate(container, path);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/^Posted/).textContent).toBe('Posted Mar 3, 2026');
    expect(screen.getByText(/^Apply before/).textContent).toBe('Apply before Apr 2, 2026');
  });

  it("shows a job's posted day in the viewer's time zone when the server's zone made it another day", async () => {
    stubFetch({});
    const jobs = [aJob({ title: 'Old Designer' })];
    const { container } = await servedPage('/', { '/api/jobs/featured': { status: 200, body: { jobs } } });
    container.innerHTML = container.innerHTML.replace('Updated Jan 15, 2020', 'Updated Jan 16, 2020');
    const { onRecoverableError } = await hydrate(container, '/');

    expect(onRecoverableError).not.toHaveBeenCalled();
    const details = within(screen.getByRole('article', { name: 'Old Designer' })).getByRole('list', { name: 'Details' });
    expect(details.textContent).toContain('Updated Jan 15, 2020');
  });

  it('takes over Job not found for a posting that does not exist', async () => {
    const fetchMock = stubFetch({});
    const path = '/jobs/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const { container } = await servedPage(path, {});
    const { onRecoverableError } = await hydrate(container, path);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
  });

  it('fetches as before once the visitor moves on, and again when they come back to the first page', async () => {
    const fetchMock = stubFetch({
      'GET /api/jobs?category=product-design&page=1': { status: 200, body: { jobs: [aJob({ title: 'Product Designer' })], page: 1, more: false, totalCount: 1 } },
      'GET /api/jobs/featured': { status: 200, body: { jobs: [aJob({ title: 'Fresh Designer' })] } },
    });
    const { container } = await servedPage('/', { '/api/jobs/featured': { status: 200, body: { jobs: someJobs(3) } } });
    await hydrate(container, '/');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Choose a category'), 'Product Design');
    expect(await screen.findByText('Product Designer')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/jobs?category=product-design&page=1')).toBe(1);

    await act(async () => navigate(-1));
    expect(await screen.findByText('Fresh Designer')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/jobs/featured')).toBe(1);
  });

  it('fetches a new search on the first page instead of reusing its data', async () => {
    const fetchMock = stubFetch({
      'GET /api/jobs?category=product-design&page=1': { status: 200, body: { jobs: [aJob({ title: 'Fresh Designer' })], page: 1, more: false, totalCount: 1 } },
    });
    const { container } = await servedPage('/remote-product-design-jobs', listAnswer('product-design', someJobs(2)));
    await hydrate(container, '/remote-product-design-jobs');

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fresh Designer')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/jobs?category=product-design&page=1')).toBe(1);
  });

  it('fetches the data itself when the page data was loaded for another path', async () => {
    const fetchMock = stubFetch({ 'GET /api/jobs/featured': { status: 200, body: { jobs: [aJob({ title: 'Fetched Designer' })] } } });
    const { container } = await servedPage('/', { '/api/jobs/featured': { status: 200, body: { jobs: [] } } }, (page) => ({
      ...page,
      path: '/?from=elsewhere',
    }));
    await hydrate(container, '/');
    expect(await screen.findByText('Fetched Designer')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/jobs/featured')).toBe(1);
  });

  it.each([
    ['JSON without a path', { now: '2026-11-20T10:30:00.000Z', kind: 'home', featured: [] }],
    ['a listing that is not one', { path: '/', now: '2026-11-20T10:30:00.000Z', kind: 'home', featured: 'none' }],
    ['a kind the routes do not know', { path: '/', now: '2026-11-20T10:30:00.000Z', kind: 'blog' }],
  ])('ignores page data in the document with %s and fetches', async (_, data) => {
    const fetchMock = stubFetch({ 'GET /api/jobs/featured': { status: 200, body: { jobs: [aJob({ title: 'Fetched Designer' })] } } });
    const { container } = await servedPage('/', { '/api/jobs/featured': { status: 200, body: { jobs: [] } } }, () => data);
    await hydrate(container, '/');
    expect(await screen.findByText('Fetched Designer')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/jobs/featured')).toBe(1);
  });
});
