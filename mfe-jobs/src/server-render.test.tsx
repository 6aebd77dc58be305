// @vitest-environment node
// No DOM here, as on the edge: a page that reads window or document while rendering fails these tests.
import { categories, postingLabels, redirectHref } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { aJob, someJobs, testSignature } from '../test/job';
import { aPosting } from '../test/posting';
import { loadPage } from '../test/fake-api';
import { renderPageToStream, renderPageToString } from '../test/render-page';

/** The HTML in a document of its own, to query it the way a visitor (or a crawler) reads it. */
function parsed(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
}

const featuredAnswer = (jobs: unknown[]) => ({ '/api/jobs/featured': { status: 200, body: { jobs } } });
const listAnswer = (slug: string, jobs: unknown[], more = false) => ({
  [`/api/jobs?category=${slug}&page=1`]: { status: 200, body: { jobs, page: 1, more, totalCount: 40 } },
});

describe('jobs pages rendered on the server', () => {
  it('renders the home hero and the featured jobs with their View Job links', async () => {
    const jobs = someJobs(3);
    const { status, page } = await loadPage('/', featuredAnswer(jobs));
    const html = renderPageToString(page);
    const view = parsed(html);

    expect(status).toBe(200);
    expect(view.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' })).toBeTruthy();
    const featured = view.getByRole('region', { name: 'Featured Design Jobs' });
    expect(featured.getAttribute('aria-busy')).toBe('false');
    const cards = within(featured).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(jobs.map((job) => job.title));
    expect(cards.map((card) => within(card).getByRole('link', { name: 'View Job' }).getAttribute('href'))).toEqual(
      jobs.map((job) => job.applyHref),
    );
    expect(within(featured).queryByText('New remote design roles are on the way')).toBeNull();
    expect(html).not.toContain('Loading');
  });

  it("renders a category's hero and its first page of job cards with title, company and badges", async () => {
    const jobs = [
      aJob({ id: 'p1', title: 'Product Designer', company: 'Globex', salary: '$90k', urgent: true }),
      aJob({ id: 'p2', title: 'Senior Product Designer', company: null, type: 'Remote' }),
    ];
    const { page } = await loadPage('/remote-product-design-jobs', listAnswer('product-design', jobs, true));
    const html = renderPageToString(page);
    const view = parsed(html);

    expect(view.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' })).toBeTruthy();
    expect(view.getByText('Find remote product design jobs at startups and established product companies.')).toBeTruthy();
    const listing = view.getByRole('region', { name: 'Product Design jobs' });
    const [first, second] = within(listing).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Product Designer' })).toBeTruthy();
    expect(within(first!).getByText('Globex')).toBeTruthy();
    expect(within(within(first!).getByRole('list', { name: 'Badges' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Urgent',
      'Competitive Pay',
    ]);
    expect(first!.querySelector('.jobs-card-pay')?.textContent).toBe('$90,000 per year');
    expect(within(second!).getByText('Company Not Listed')).toBeTruthy();
    expect(within(within(second!).getByRole('list', { name: 'Badges' })).getByText('100% Remote')).toBeTruthy();
    expect(within(listing).getByRole('link', { name: 'Show More' })).toBeTruthy();
    expect(view.getByRole('searchbox', { name: 'Search jobs' })).toBeTruthy();
    expect(html).not.toContain('Loading');
  });

  it('renders the buttons a page without JavaScript submits its picker and filters with', async () => {
    const home = parsed(renderPageToString((await loadPage('/', { '/api/jobs/featured': { status: 200, body: { jobs: [] } } })).page));
    expect(home.getByRole('button', { name: 'Show jobs' }).closest('form')?.getAttribute('action')).toBe('/categories');
    const { page } = await loadPage('/remote-graphic-design-jobs?q=logo', {
      '/api/jobs?category=graphic-design&page=1&q=logo': { status: 200, body: { jobs: [], page: 1, more: false, totalCount: 0 } },
      ...listAnswer('graphic-design', someJobs(1), true),
    });
    const category = parsed(renderPageToString(page));
    const filters = category.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    expect(within(filters).getByRole('button', { name: 'Apply filters' })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Load more jobs' }).getAttribute('href')).toBe('/remote-graphic-design-jobs?q=logo&browse=2');
    expect(within(category.getByRole('region', { name: 'Graphic Design jobs' })).getByText('No jobs found matching your search')).toBeTruthy();
  });

  it('measures New and Updated Today from the time the page was rendered at, not the clock of whoever renders it', async () => {
    const { page } = await loadPage('/remote-product-design-jobs', listAnswer('product-design', [aJob({ updated: '2020-01-15T11:00:00Z' })]));
    const view = parsed(renderPageToString({ ...page, now: '2020-01-15T12:00:00.000Z' }));
    const card = view.getByRole('article');
    expect(within(within(card).getByRole('list', { name: 'Badges' })).getByText('New')).toBeTruthy();
    expect(within(card).getByText('Updated Today')).toBeTruthy();
  });

  it('gives every element a unique id where both listings of a category show the same jobs', async () => {
    const graphic = categories.find((c) => c.slug === 'graphic-design')!;
    const { page } = await loadPage(graphic.path, listAnswer('graphic-design', someJobs(4)));
    const html = renderPageToString(page);
    const view = parsed(html);

    expect(within(view.getByRole('region', { name: 'Graphic Design jobs' })).getAllByRole('article')).toHaveLength(4);
    expect(within(view.getByRole('region', { name: 'Browse all Graphic Design jobs' })).getAllByRole('article')).toHaveLength(4);
    expect(view.getAllByRole('article', { name: 'Graphic Designer 1' })).toHaveLength(2);
    expect(ids(html).length).toBeGreaterThan(8);
    expect(new Set(ids(html)).size).toBe(ids(html).length);
    expect(html).not.toContain('Loading');
  });

  it('renders the whole posting: facts, dates, description and requirements as text, View Job', async () => {
    const posting = aPosting();
    const { status, page } = await loadPage(`/jobs/${posting.id}`, { [`/api/postings/${posting.id}`]: { status: 200, body: posting } });
    const html = renderPageToString(page);
    const view = parsed(html);

    expect(status).toBe(200);
    expect(view.getByRole('heading', { level: 1, name: 'Senior Brand Designer' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Acme Studio' }).getAttribute('href')).toBe('https://acme.example.com/');
    const facts = within(view.getByRole('list', { name: 'Job details' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(facts).toEqual(['Contract', 'Brand Design']);
    const terms = view.getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['$70,000 - $90,000 per year', 'Remote']);
    expect(view.getByText(/^Posted/).textContent).toBe('Posted Mar 3, 2026');
    expect(view.getByText(/^Apply before/).textContent).toBe('Apply before Apr 2, 2026');
    expect(view.getByTestId('posting-description').textContent).toBe(posting.description);
    expect(view.getByTestId('posting-requirements').textContent).toBe(posting.requirements);
    expect(html).not.toContain('<script');
    expect(view.getByRole('link', { name: 'View Job' }).getAttribute('href')).toBe(posting.applyHref);
    expect(html).not.toContain('Loading');
  });

  it('renders Job not found for a posting that does not exist', async () => {
    const { status, page } = await loadPage('/jobs/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d');
    const view = parsed(renderPageToString(page));
    expect(status).toBe(404);
    expect(view.getByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the redirect text and the fallback link for a signed link', async () => {
    const url = 'https://jobs.example.com/apply?id=42&src=rdj';
    const check = `/api/redirect?${new URLSearchParams({ url, sig: testSignature })}`;
    const { page } = await loadPage(redirectHref(url, testSignature), { [check]: { status: 200, body: { signed: true } } });
    const html = renderPageToString(page);
    const view = parsed(html);

    expect(view.getByRole('heading', { level: 1, name: 'Redirecting you to the job posting...' })).toBeTruthy();
    expect(view.getByTestId('redirect-count').textContent).toBe('3');
    expect(view.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(url);
    expect(view.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    expect(html).not.toContain('Checking the link');
  });

  it('renders the address to check for a link the worker did not sign', async () => {
    const url = 'https://elsewhere.example/';
    const check = `/api/redirect?${new URLSearchParams({ url, sig: testSignature })}`;
    const { page } = await loadPage(redirectHref(url, testSignature), { [check]: { status: 200, body: { signed: false } } });
    const view = parsed(renderPageToString(page));
    expect(view.getByRole('heading', { level: 1, name: 'Check this link before you go' })).toBeTruthy();
    expect(view.getByTestId('redirect-url').textContent).toBe(url);
  });

  it('renders the whole post-a-job form once the lazy page is ready', async () => {
    const { status, page } = await loadPage('/post-job');
    const html = await renderPageToStream(page);
    const view = parsed(html);

    expect(status).toBe(200);
    expect(view.getByRole('heading', { level: 1, name: 'Post a Design Job' })).toBeTruthy();
    for (const label of Object.values(postingLabels)) {
      expect(view.getByLabelText(label.replace(/\*$/, ''), { exact: false })).toBeTruthy();
    }
    expect(view.getByRole('button', { name: 'Submit Job Posting' })).toBeTruthy();
    expect(html).not.toContain('Loading');
    expect(new Set(ids(html)).size).toBe(ids(html).length);
  });

  it('renders the loading state of a page that came without data, for the browser to fetch', async () => {
    const { page } = await loadPage('/', { '/api/jobs/featured': { status: 502 } });
    const view = parsed(renderPageToString(page));
    const featured = view.getByRole('region', { name: 'Featured Design Jobs' });
    expect(featured.getAttribute('aria-busy')).toBe('true');
    expect(within(featured).getAllByText('New remote design roles are on the way')).toHaveLength(3);
  });
});
