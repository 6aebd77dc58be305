// The endless list's island on its own (docs/pages.md, category pages): once hydrated, it loads the next page when
// its end scrolls into view, appends it in place and the address follows.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, heldReply, jobsReply, stubFetch } from '../../../../test/fetch-stub';
import { stubIntersectionObserver } from '../../../../test/intersection-observer';
import { aJob, someJobs } from '../../../../test/job';
import { endlessMoreProps } from '../../../../test/list-islands';
import { listAsOf, listPage } from '../../../../test/pages';
import { EndlessMore } from './endless-more';

const graphic = '/api/jobs?category=graphic-design';
const graphicPage = '/remote-graphic-design-jobs';
/** Page 1 shown by the edge, with more to come. */
const afterPage1 = endlessMoreProps(graphicPage, { [`${graphic}&page=1`]: listPage(someJobs(2), 1, true) });

const appended = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const address = () => location.pathname + location.search;

/**
 * Scrolls the end of the list into view once the list watches it. The list starts watching in an effect, which React
 * may run after what it renders is on screen: revealing before then would reach no observer.
 */
async function scrollToEnd(observer: ReturnType<typeof stubIntersectionObserver>) {
  await waitFor(() => expect(observer.watching()).toBe(1));
  await act(async () => observer.reveal());
}

let observer: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  observer = stubIntersectionObserver();
  history.replaceState(null, '', graphicPage);
});

describe('the endless-more island', () => {
  it('loads the next page only when its end comes into view, replacing the address, until No more jobs to load', async () => {
    const fetchMock = stubFetch({
      [`GET ${graphic}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(2, 3), 2, true),
      [`GET ${graphic}&page=3&asOf=${listAsOf}`]: jobsReply(someJobs(1, 5), 3, false),
    });
    render(<EndlessMore {...afterPage1} />);
    await waitFor(() => expect(observer.watching()).toBe(1));
    expect(fetchMock).not.toHaveBeenCalled();

    await scrollToEnd(observer);
    await screen.findByText('Graphic Designer 4');
    expect(address()).toBe(`${graphicPage}?browse=2`);
    await scrollToEnd(observer);
    await screen.findByText('Graphic Designer 5');
    expect(address()).toBe(`${graphicPage}?browse=3`);

    expect(appended()).toEqual(someJobs(3, 3).map((job) => job.title));
    expect(screen.getByText('No more jobs to load')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Load more jobs' })).toBeNull();
    // The list stops watching in an effect too, which may still be pending when the last card shows.
    await waitFor(() => expect(observer.watching()).toBe(0));
    expect(callsTo(fetchMock, `GET ${graphic}&page=4&asOf=${listAsOf}`)).toBe(0);
  });

  it('loads the next page on Load more jobs, a link to its address', async () => {
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(1, 3), 2, false) });
    render(<EndlessMore {...afterPage1} />);
    const link = screen.getByRole('link', { name: 'Load more jobs' });
    expect(link.getAttribute('href')).toBe(`${graphicPage}?browse=2`);
    await userEvent.click(link);
    await screen.findByText('Graphic Designer 3');
    expect(address()).toBe(`${graphicPage}?browse=2`);
  });

  it('asks for the next page with the asOf of its own first page', async () => {
    const props = endlessMoreProps(`${graphicPage}?employment=Contract`, {
      [`${graphic}&page=1`]: listPage(someJobs(1), 1, false, { asOf: 300 }),
      [`${graphic}&page=1&employment=Contract`]: listPage(someJobs(2), 1, true, { asOf: 301 }),
    });
    const fetchMock = stubFetch({ [`GET ${graphic}&page=2&employment=Contract&asOf=301`]: jobsReply(someJobs(1, 3), 2, false, { asOf: 301 }) });
    render(<EndlessMore {...props} />);
    await scrollToEnd(observer);
    await screen.findByText('Graphic Designer 3');
    expect(callsTo(fetchMock, `GET ${graphic}&page=2&employment=Contract&asOf=301`)).toBe(1);
  });

  it('keeps what the page’s other list put in the address when it replaces it', async () => {
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(1, 3), 2, false) });
    render(<EndlessMore {...afterPage1} />);
    // The search list above grew to its second page in place.
    history.replaceState(null, '', `${graphicPage}?page=2`);
    await scrollToEnd(observer);
    await screen.findByText('Graphic Designer 3');
    expect(address()).toBe(`${graphicPage}?page=2&browse=2`);
  });

  it('says Loading more jobs... while the next page loads', async () => {
    const second = heldReply();
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: second.handler });
    render(<EndlessMore {...afterPage1} />);
    await scrollToEnd(observer);
    expect(screen.getByText('Loading more jobs...')).toBeTruthy();
    await act(async () => second.release(jobsReply(someJobs(1, 3), 2, false)));
    await screen.findByText('Graphic Designer 3');
    expect(screen.queryByText('Loading more jobs...')).toBeNull();
    expect(screen.getByText('No more jobs to load')).toBeTruthy();
  });

  it('goes on by itself past a page the filters emptied, without a scroll', async () => {
    const stalled = endlessMoreProps(`${graphicPage}?employment=Internship`, {
      [`${graphic}&page=1`]: listPage(someJobs(1), 1, false),
      [`${graphic}&page=1&employment=Internship`]: listPage([], 1, true),
    });
    const fetchMock = stubFetch({ [`GET ${graphic}&page=2&employment=Internship&asOf=${listAsOf}`]: jobsReply([aJob({ id: 'i', title: 'Design Intern' })], 2, false) });
    render(<EndlessMore {...stalled} />);
    await screen.findByText('Design Intern');
    expect(callsTo(fetchMock, `GET ${graphic}&page=2&employment=Internship&asOf=${listAsOf}`)).toBe(1);
    expect(screen.getByText('No more jobs to load')).toBeTruthy();
  });

  it('says Failed to load jobs. Please try again later. when a page fails, leaving the address', async () => {
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: { status: 502, body: { error: { code: 'provider_error', message: 'Job provider answered 500' } } } });
    render(<EndlessMore {...afterPage1} />);
    const before = address();
    await scrollToEnd(observer);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load jobs. Please try again later.');
    expect(address()).toBe(before);
  });

  it('says No jobs found. Please try again later. on an answer that is not a page of jobs', async () => {
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: { status: 200, body: 'ok' } });
    render(<EndlessMore {...afterPage1} />);
    await scrollToEnd(observer);
    expect(await screen.findByText('No jobs found. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('No more jobs to load')).toBeNull();
  });
});
