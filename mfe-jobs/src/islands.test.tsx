/**
 * The jobs pages' islands as the browser takes them over (docs/pages.md#islands): the edge's page in the document,
 * each `<rdj-island>` hydrated on a root of its own with the component `./islands` loads for its name and the props
 * the edge wrote beside it, as shell/src/islands/hydrate.tsx does. The rest of the page stays as the edge wrote it.
 */
import { redirectHref } from '@rdj/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { edgeHtml } from '../test/edge';
import { callsTo, jobsReply, stubFetch } from '../test/fetch-stub';
import { stubIntersectionObserver } from '../test/intersection-observer';
import { hydrateIslands } from '../test/islands';
import { aJob, someJobs, testSignature } from '../test/job';
import { categoryPage, listAsOf, listPage, postJobPage, redirectPage } from '../test/pages';
import islands from './islands';
import { AlertForm } from './features/categories/components/alert-form';
import { EndlessMore } from './features/categories/components/endless-more';
import { ShowMore } from './features/categories/components/show-more';
import { PostJobForm } from './features/post-job/components/post-job-form';
import { countdown } from './features/redirect/countdown';
import { turnstile } from './components/turnstile';
import type { JobsPageData } from './page-data/types';

const graphic = '/api/jobs?category=graphic-design';
const graphicPage = '/remote-graphic-design-jobs';

/** A page of every kind that has islands, and the islands it has. */
const pages: [string, JobsPageData, string[]][] = [
  ['a category page', categoryPage('/remote-product-design-jobs', { '/api/jobs?category=product-design&page=1': listPage(someJobs(3), 1, true) }), ['jobs:alert-form', 'jobs:show-more']],
  [
    'a category page with both lists, searched, filtered and paged',
    categoryPage(`${graphicPage}?q=logo&page=2&employment=Contract&browse=2&from=PT`, {
      [`${graphic}&page=2&q=logo&from=PT&pages=2`]: listPage(someJobs(4), 2, false),
      [`${graphic}&page=2&employment=Contract&from=PT&pages=2`]: listPage(someJobs(3, 5), 2, true),
    }),
    ['jobs:alert-form', 'jobs:show-more', 'jobs:endless-more'],
  ],
  ['a category page whose jobs could not be loaded', categoryPage(graphicPage, null), ['jobs:alert-form']],
  ['a signed redirect', redirectPage(redirectHref('https://jobs.example.com/apply?id=1', testSignature), true), ['jobs:countdown']],
  ['post a job', postJobPage(), ['jobs:post-job-form']],
  ['a refused posting', postJobPage({ values: { title: 'Brand Designer', workFrom: 'PT,europe', runDays: '21' }, errors: { email: 'Enter a valid email address' } }), ['jobs:post-job-form']],
];

beforeEach(() => {
  stubIntersectionObserver();
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

describe('the jobs islands', () => {
  it('exposes each island’s component by its name', async () => {
    expect(Object.keys(islands).sort()).toEqual(['alert-form', 'countdown', 'endless-more', 'post-job-form', 'show-more', 'turnstile']);
    expect(await islands['alert-form']()).toBe(AlertForm);
    expect(await islands.countdown()).toBe(countdown);
    expect(await islands['endless-more']()).toBe(EndlessMore);
    expect(await islands['post-job-form']()).toBe(PostJobForm);
    expect(await islands['show-more']()).toBe(ShowMore);
    expect(await islands.turnstile()).toBe(turnstile);
  });

  it.each(pages)('hydrates every island of %s as the edge wrote it, without error or fetch', async (_, page, names) => {
    const fetchMock = stubFetch({});
    history.replaceState(null, '', page.path);
    const { islands: hydrated, onRecoverableError, consoleError } = await hydrateIslands(edgeHtml(page));
    expect(hydrated.map((element) => element.dataset.island)).toEqual(names);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates a list the filters emptied as the edge wrote it, with its link, and then goes on by itself', async () => {
    const fetchMock = stubFetch({ [`GET ${graphic}&page=2&from=PT&asOf=${listAsOf}`]: jobsReply([aJob({ title: 'Designer in Portugal' })], 2, false) });
    const page = categoryPage(`${graphicPage}?from=PT`, { [`${graphic}&page=1&from=PT`]: listPage([], 1, true) });
    const { onRecoverableError, consoleError } = await hydrateIslands(edgeHtml(page));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const listing = screen.getByRole('region', { name: 'Graphic Design jobs' });
    await within(listing).findByText('Designer in Portugal');
    expect(within(listing).queryByRole('link', { name: 'Show More' })).toBeNull();
    expect(callsTo(fetchMock, `GET ${graphic}&page=2&from=PT&asOf=${listAsOf}`)).toBeGreaterThan(0);
  });

  it('once hydrated, grows both lists in place after their static cards, the address keeping both', async () => {
    const observer = stubIntersectionObserver();
    stubFetch({
      [`GET ${graphic}&page=2&asOf=${listAsOf}`]: jobsReply([aJob({ id: 'more', title: 'Searched Designer' })], 2, true),
      [`GET ${graphic}&page=2&employment=Contract&asOf=${listAsOf}`]: jobsReply([aJob({ id: 'endless', title: 'Contract Designer' })], 2, false),
    });
    const page = categoryPage(`${graphicPage}?employment=Contract`, {
      [`${graphic}&page=1`]: listPage(someJobs(2), 1, true),
      [`${graphic}&page=1&employment=Contract`]: listPage(someJobs(2, 3), 1, true),
    });
    history.replaceState(null, '', page.path);
    await hydrateIslands(edgeHtml(page));

    const listing = screen.getByRole('region', { name: 'Graphic Design jobs' });
    await userEvent.click(within(listing).getByRole('link', { name: 'Show More' }));
    await within(listing).findByText('Searched Designer');
    const titles = within(listing).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Graphic Designer 1', 'Graphic Designer 2', 'Searched Designer']);
    expect(location.pathname + location.search).toBe(`${graphicPage}?page=2&employment=Contract`);

    await act(async () => observer.reveal());
    await within(screen.getByRole('region', { name: 'Browse all Graphic Design jobs' })).findByText('Contract Designer');
    expect(location.pathname + location.search).toBe(`${graphicPage}?page=2&employment=Contract&browse=2`);
  });
});
