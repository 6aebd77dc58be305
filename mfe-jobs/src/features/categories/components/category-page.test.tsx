// @vitest-environment node
// A category page as the edge renders it (docs/pages.md, category pages): every address whole, the cards static,
// each list's end an island.
import { categoryListingOf } from '@rdj/shared';
import { within } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { atEdge, hiddenFields, islandNamed } from '../../../../test/edge';
import { aJob, someJobs } from '../../../../test/job';
import { categoryPage, listPage, twoPagesLoaded } from '../../../../test/pages';

const product = '/api/jobs?category=product-design';
const productPage = '/remote-product-design-jobs';

const listingOf = (view: ReturnType<typeof atEdge>) => view.getByRole('region', { name: 'Product Design jobs' });
const cardTitles = (region: HTMLElement) => within(region).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('a category page at the edge', () => {
  it('shows the hero, a labelled search box and the first page of jobs as category cards', () => {
    const view = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage([aJob({ title: 'Product Designer', company: null, type: null })], 1, false) }));
    expect(view.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' })).toBeTruthy();
    expect(view.getByText('Find remote product design jobs at startups and established product companies.')).toBeTruthy();
    expect(view.getByRole('searchbox', { name: 'Search jobs' }).getAttribute('placeholder')).toBe('Search jobs...');
    const card = within(listingOf(view)).getByRole('article', { name: 'Product Designer' });
    expect(within(card).getByText('Company Not Listed')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Details' })).getByText('Full Time')).toBeTruthy();
  });

  it('searches with a GET form to the page itself: q, the endless list and the salary and country as hidden fields, Search', () => {
    const view = atEdge(
      categoryPage('/remote-graphic-design-jobs?q=logo&employment=Contract&browse=2&salary=60000&currency=EUR&from=PT', {
        '/api/jobs?category=graphic-design&page=1&q=logo&salary=60000&currency=EUR&from=PT': listPage([], 1, false),
        '/api/jobs?category=graphic-design&page=2&employment=Contract&salary=60000&currency=EUR&from=PT&pages=2': listPage([], 2, false),
      }),
    );
    const form = view.getByRole('search');
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', null]);
    const box = view.getByRole('searchbox', { name: 'Search jobs' });
    expect([box.getAttribute('name'), box.getAttribute('value'), box.getAttribute('maxlength')]).toEqual(['q', 'logo', '100']);
    expect(hiddenFields(form)).toEqual(['employment=Contract', 'browse=2', 'salary=60000', 'currency=EUR', 'from=PT']);
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('shows every page up to ?page in order, and Show More: a link to the next page’s address', () => {
    const view = atEdge(
      categoryPage(`${productPage}?q=logo&page=2`, {
        [`${product}&page=2&q=logo&pages=2`]: listPage(someJobs(4, 1), 2, true),
      }),
    );
    const listing = listingOf(view);
    expect(cardTitles(listing)).toEqual(someJobs(4).map((job) => job.title));
    expect(within(listing).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe(`${productPage}?q=logo&page=3`);
    expect(within(listing).queryByText('No jobs found matching your search')).toBeNull();
    expect(view.html).not.toContain('Loading');
  });

  it('hands the list’s end to the show-more island (hydrated on touch), with where the page left it and no job twice', () => {
    const view = atEdge(
      categoryPage(`${productPage}?page=2`, {
        [`${product}&page=2&pages=2`]: listPage(someJobs(4, 1), 2, true),
      }),
    );
    const island = islandNamed(view.body, 'jobs:show-more');
    expect(island.when).toBe('interaction');
    expect(island.props).toEqual({
      category: 'product-design',
      path: productPage,
      listing: categoryListingOf(new URLSearchParams('page=2')),
      start: twoPagesLoaded,
      listId: 'category-product-design-job',
    });
    // The island holds Show More, and the static cards stay outside it.
    expect(within(island.element).getByRole('link', { name: 'Show More' })).toBeTruthy();
    expect(within(island.element).queryByRole('article')).toBeNull();
  });

  it('drops Show More after the last page, and says No jobs found matching your search when nothing matched', () => {
    const last = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(1), 1, false) }));
    expect(within(listingOf(last)).queryByRole('link', { name: 'Show More' })).toBeNull();
    const none = atEdge(categoryPage(`${productPage}?q=zzz`, { [`${product}&page=1&q=zzz`]: listPage([], 1, false) }));
    expect(within(listingOf(none)).getByText('No jobs found matching your search')).toBeTruthy();
    expect(within(listingOf(none)).queryByRole('article')).toBeNull();
  });

  it('links to the next page when the filters emptied the last page shown while the provider has more', () => {
    const view = atEdge(categoryPage(`${productPage}?from=PT`, { [`${product}&page=1&from=PT`]: listPage([], 1, true) }));
    const listing = listingOf(view);
    expect(within(listing).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe(`${productPage}?page=2&from=PT`);
    expect(within(listing).queryByText('No jobs found matching your search')).toBeNull();
  });

  it('shows the last ten pages of an address past the tenth, with Show earlier jobs linking to the page before them', () => {
    const answers = { [`${product}&page=12&pages=10`]: listPage(someJobs(10, 3), 12, true) };
    const listing = listingOf(atEdge(categoryPage(`${productPage}?page=12`, answers)));
    expect(cardTitles(listing)).toEqual(someJobs(10, 3).map((job) => job.title));
    expect(within(listing).getByRole('link', { name: 'Show earlier jobs' }).getAttribute('href')).toBe(`${productPage}?page=2`);
  });

  it('measures New and Updated Today from the time the page is rendered at, and marks the date for the browser', () => {
    vi.useFakeTimers({ now: new Date('2020-01-15T12:00:00.000Z'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const page = categoryPage(productPage, { [`${product}&page=1`]: listPage([aJob({ updated: '2020-01-15T11:00:00Z' })], 1, false) });
    const view = atEdge(page);
    const card = view.getByRole('article');
    expect(within(within(card).getByRole('list', { name: 'Badges' })).getByText('New')).toBeTruthy();
    expect(within(card).getByText('Updated Today').closest('time')?.getAttribute('data-date')).toBe('posted');
  });

  it('gives every element a unique id where both lists of a category show the same jobs', () => {
    const { html, ...view } = atEdge(categoryPage('/remote-graphic-design-jobs', { '/api/jobs?category=graphic-design&page=1': listPage(someJobs(4), 1, false) }));
    expect(view.getAllByRole('article', { name: 'Graphic Designer 1' })).toHaveLength(2);
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ends with Scroll to top: a plain link to #top', () => {
    const view = atEdge(categoryPage(productPage, { [`${product}&page=1`]: listPage(someJobs(1), 1, false) }));
    expect(view.getByRole('link', { name: 'Scroll to top' }).getAttribute('href')).toBe('#top');
  });
});
