import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch, type Reply } from '../../../../test/fetch-stub';
import { aJob, someJobs } from '../../../../test/job';
import { stubIntersectionObserver } from '../../../../test/intersection-observer';
import { currentLocation, heldReply, mainListing, pageOf, renderCategoryAt } from '../../../../test/render-category';

const product = '/api/jobs?category=product-design';
const productPage = '/remote-product-design-jobs';

function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('category page listing', () => {
  it('shows the hero, a labelled search box and page 1 of the category as category cards', async () => {
    stubFetch({ [`GET ${product}&page=1`]: pageOf([aJob({ title: 'Product Designer', company: null, type: null })], 1, false) });
    renderCategoryAt(productPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Remote Product Design Jobs' })).toBeTruthy();
    expect(screen.getByText('Find remote product design jobs at startups and established product companies.')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(search.getAttribute('placeholder')).toBe('Search jobs...');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();

    const listing = mainListing('Product Design');
    const card = await within(listing).findByRole('article', { name: 'Product Designer' });
    expect(within(card).getByText('Company Not Listed')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Details' })).getByText('Full Time')).toBeTruthy();
  });

  it('appends the next page on Show More and drops the button when the last page has no more', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(2, 1), 1, true),
      [`GET ${product}&page=2`]: pageOf(someJobs(2, 3), 2, false),
    });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    await userEvent.click(await within(listing).findByRole('link', { name: 'Show More' }));

    await within(listing).findByText('Graphic Designer 4');
    expect(cardTitles(listing)).toEqual(['Graphic Designer 1', 'Graphic Designer 2', 'Graphic Designer 3', 'Graphic Designer 4']);
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();
    expect(callsTo(fetchMock, `GET ${product}&page=2`)).toBe(1);
  });

  it('says Loading more jobs... while a page loads', async () => {
    const second = heldReply<Reply>();
    stubFetch({ [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, true), [`GET ${product}&page=2`]: second.handler });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    expect(within(listing).getByText('Loading more jobs...')).toBeTruthy();
    await userEvent.click(await within(listing).findByRole('link', { name: 'Show More' }));
    expect(within(listing).getByText('Loading more jobs...')).toBeTruthy();
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();

    second.release(pageOf(someJobs(1, 2), 2, false));
    await within(listing).findByText('Graphic Designer 2');
    expect(within(listing).queryByText('Loading more jobs...')).toBeNull();
    expect(cardTitles(listing)).toHaveLength(2);
  });

  it('says No jobs found matching your search when the first page is empty', async () => {
    stubFetch({ [`GET ${product}&page=1&q=zzz`]: pageOf([], 1, false), [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false) });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    await within(listing).findByRole('article');
    expect(within(listing).queryByText('No jobs found matching your search')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(listing).findByText('No jobs found matching your search')).toBeTruthy();
    expect(within(listing).queryByRole('article')).toBeNull();
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();
  });

  it('searches with the typed text from page 1, replacing the pages shown', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(1, 1), 1, true),
      [`GET ${product}&page=2`]: pageOf(someJobs(1, 2), 2, true),
      [`GET ${product}&page=1&q=logo+designer`]: pageOf([aJob({ id: 'logo', title: 'Logo Designer' })], 1, false),
    });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    await userEvent.click(await within(listing).findByRole('link', { name: 'Show More' }));
    await within(listing).findByText('Graphic Designer 2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  logo designer ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await within(listing).findByText('Logo Designer');
    expect(cardTitles(listing)).toEqual(['Logo Designer']);
    expect(callsTo(fetchMock, `GET ${product}&page=1&q=logo+designer`)).toBe(1);
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();
  });

  it('aborts the request in flight when a new search starts, and ignores its late answer', async () => {
    const first = heldReply<Reply>();
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: first.handler,
      [`GET ${product}&page=1&q=motion`]: pageOf([aJob({ id: 'm', title: 'Motion Designer' })], 1, false),
    });
    renderCategoryAt(productPage);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'motion');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const listing = mainListing('Product Design');
    await within(listing).findByText('Motion Designer');

    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    first.release(pageOf([aJob({ id: 'old', title: 'Stale Designer' })], 1, false));
    // The stale answer would arrive within a few ticks; give it the time a real answer takes to be read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cardTitles(listing)).toEqual(['Motion Designer']);
  });

  it("shows the API's error message when the provider fails", async () => {
    stubFetch({
      [`GET ${product}&page=1`]: { status: 502, body: { error: { code: 'provider_error', message: 'Job provider answered 500' } } },
    });
    renderCategoryAt(productPage);
    const alert = await within(mainListing('Product Design')).findByRole('alert');
    expect(alert.textContent).toBe('Job provider answered 500');
  });

  it('says Failed to load jobs when the answer carries no message', async () => {
    stubFetch({ [`GET ${product}&page=1`]: { status: 503 } });
    renderCategoryAt(productPage);
    const alert = await within(mainListing('Product Design')).findByRole('alert');
    expect(alert.textContent).toBe('Failed to load jobs');
  });

  it('keeps the loaded jobs and offers Show More again when a later page fails', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, true),
      [`GET ${product}&page=2`]: [
        { status: 502, body: { error: { code: 'provider_error', message: 'Job provider did not answer in time' } } },
        pageOf(someJobs(1, 2), 2, false),
      ],
    });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    await userEvent.click(await within(listing).findByRole('link', { name: 'Show More' }));
    expect((await within(listing).findByRole('alert')).textContent).toBe('Job provider did not answer in time');
    expect(cardTitles(listing)).toEqual(['Graphic Designer 1']);

    await userEvent.click(within(listing).getByRole('link', { name: 'Show More' }));
    await within(listing).findByText('Graphic Designer 2');
    expect(within(listing).queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, `GET ${product}&page=2`)).toBe(2);
  });

  it('says No jobs found on an unexpected response', async () => {
    stubFetch({ [`GET ${product}&page=1`]: { status: 200, body: { results: [] } } });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    expect(await within(listing).findByText('No jobs found')).toBeTruthy();
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();
  });

  it('skips a page the filters emptied while the provider has more', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf([], 1, true),
      [`GET ${product}&page=2`]: pageOf(someJobs(1), 2, false),
    });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    await within(listing).findByText('Graphic Designer 1');
    expect(within(listing).queryByText('No jobs found matching your search')).toBeNull();
    expect(callsTo(fetchMock, `GET ${product}&page=2`)).toBe(1);
  });

  it('shows the UX/UI page on the ui-ux alias path', async () => {
    const fetchMock = stubFetch({ 'GET /api/jobs?category=ux-ui-design&page=1': pageOf([aJob({ title: 'UX Designer' })], 1, false) });
    renderCategoryAt('/remote-ui-ux-design-jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Remote UX/UI Design Jobs' })).toBeTruthy();
    await within(mainListing('UX/UI Design')).findByText('UX Designer');
    expect(callsTo(fetchMock, 'GET /api/jobs?category=ux-ui-design&page=1')).toBeGreaterThan(0);
  });

  it('changing category resets the search text and the results', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false),
      [`GET ${product}&page=1&q=senior`]: pageOf([aJob({ id: 's', title: 'Senior Product Designer' })], 1, false),
      'GET /api/jobs?category=game-design&page=1': pageOf([aJob({ id: 'g', title: 'Game Designer' })], 1, false),
    });
    renderCategoryAt(productPage);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'senior');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Senior Product Designer');

    await userEvent.click(screen.getByRole('link', { name: 'Game' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Remote Game Design Jobs' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('');
    const listing = mainListing('Game Design');
    await within(listing).findByText('Game Designer');
    expect(cardTitles(listing)).toEqual(['Game Designer']);
    expect(callsTo(fetchMock, 'GET /api/jobs?category=game-design&page=1')).toBe(1);
  });
});

describe('category page addresses (docs/pages.md, category pages)', () => {
  it('searches through a GET form whose fields are the address: q, and the endless list kept as hidden fields', async () => {
    stubIntersectionObserver();
    stubFetch({});
    renderCategoryAt('/remote-graphic-design-jobs?employment=Contract&browse=2');
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).name).toBe('q');
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]'), (input) => `${input.name}=${input.value}`);
    expect(hidden).toEqual(['employment=Contract', 'browse=2']);
  });

  it('shows a search at its address, as the form without JavaScript would, and the box holds the text', async () => {
    stubFetch({
      [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false),
      [`GET ${product}&page=1&q=logo+designer`]: pageOf([aJob({ id: 'logo', title: 'Logo Designer' })], 1, false),
    });
    renderCategoryAt(productPage);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), ' logo designer ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe(`${productPage}?q=logo+designer`);
    await within(mainListing('Product Design')).findByText('Logo Designer');
  });

  it('opens at ?q and ?page with the search in the box and every page up to it, asked in order', async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=1&q=logo`]: pageOf(someJobs(1, 1), 1, true),
      [`GET ${product}&page=2&q=logo`]: pageOf(someJobs(1, 2), 2, true),
    });
    renderCategoryAt(`${productPage}?q=logo&page=2`);
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('logo');
    const listing = mainListing('Product Design');
    await within(listing).findByText('Graphic Designer 2');
    expect(cardTitles(listing)).toEqual(['Graphic Designer 1', 'Graphic Designer 2']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${product}&page=1&q=logo`, `${product}&page=2&q=logo`]);
    expect(within(listing).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe(`${productPage}?q=logo&page=3`);
  });

  it('makes Show More a link to the next page, and in place moves the address there', async () => {
    stubFetch({ [`GET ${product}&page=1`]: pageOf(someJobs(1, 1), 1, true), [`GET ${product}&page=2`]: pageOf(someJobs(1, 2), 2, true) });
    renderCategoryAt(productPage);
    const listing = mainListing('Product Design');
    const showMore = await within(listing).findByRole('link', { name: 'Show More' });
    expect(showMore.getAttribute('href')).toBe(`${productPage}?page=2`);
    await userEvent.click(showMore);
    await within(listing).findByText('Graphic Designer 2');
    expect(currentLocation()).toBe(`${productPage}?page=2`);
    expect(within(listing).getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe(`${productPage}?page=3`);
  });

  it('links to the earlier pages when the address starts past the tenth', async () => {
    stubFetch(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`GET ${product}&page=${i + 3}`, pageOf(someJobs(1, i + 3), i + 3, true)])));
    renderCategoryAt(`${productPage}?page=12`);
    const listing = mainListing('Product Design');
    await within(listing).findByText('Graphic Designer 12');
    expect(cardTitles(listing)[0]).toBe('Graphic Designer 3');
    expect(within(listing).getByRole('link', { name: 'Show earlier jobs' }).getAttribute('href')).toBe(`${productPage}?page=2`);
  });
});

describe('scroll-to-top button', () => {
  it('appears after scrolling down and takes the visitor back to the top', async () => {
    stubFetch({ [`GET ${product}&page=1`]: pageOf(someJobs(1), 1, false) });
    renderCategoryAt(productPage);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    await act(async () => {
      window.scrollTo(0, 1200);
      window.dispatchEvent(new Event('scroll'));
    });
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    await expect.poll(() => window.scrollY).toBe(0);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});
