// The search list's island on its own (docs/pages.md, category pages): once hydrated, Show More appends the next
// page in place and the address follows.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, heldReply, jobsReply, stubFetch } from '../../../../test/fetch-stub';
import { aJob, someJobs } from '../../../../test/job';
import { showMoreProps } from '../../../../test/list-islands';
import { listAsOf, listPage } from '../../../../test/pages';
import { ShowMore } from './show-more';

const product = '/api/jobs?category=product-design';
const productPage = '/remote-product-design-jobs';
/** Page 1 shown by the edge, with more to come. */
const afterPage1 = showMoreProps(productPage, { [`${product}&page=1`]: listPage(someJobs(2), 1, true) });

const showMore = () => screen.queryByRole('link', { name: 'Show More' });
const appended = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const address = () => location.pathname + location.search;

beforeEach(() => {
  history.replaceState(null, '', productPage);
});

describe('the show-more island', () => {
  it('appends the next page in place on Show More, asking only for it, and replaces the address with its own', async () => {
    const fetchMock = stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(2, 3), 2, true) });
    render(<ShowMore {...afterPage1} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(showMore()?.getAttribute('href')).toBe(`${productPage}?page=2`);
    const entries = history.length;

    await userEvent.click(showMore()!);
    await screen.findByText('Graphic Designer 4');
    expect(appended()).toEqual(['Graphic Designer 3', 'Graphic Designer 4']);
    expect(address()).toBe(`${productPage}?page=2`);
    expect(history.length).toBe(entries);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${product}&page=2&asOf=${listAsOf}`]);
    expect(showMore()?.getAttribute('href')).toBe(`${productPage}?page=3`);
  });

  it('asks for the next page with the asOf of the listing the edge showed, so the list keeps to that snapshot', async () => {
    // The edge loaded both pages as one listing, at the index's snapshot 100.
    const afterPage2 = showMoreProps(`${productPage}?page=2`, { [`${product}&page=2&pages=2`]: listPage(someJobs(4), 2, true, { asOf: 100 }) });
    const fetchMock = stubFetch({ [`GET ${product}&page=3&asOf=100`]: jobsReply(someJobs(1, 5), 3, false, { asOf: 100 }) });
    render(<ShowMore {...afterPage2} />);
    await userEvent.click(showMore()!);
    await screen.findByText('Graphic Designer 5');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${product}&page=3&asOf=100`]);
  });

  it('keeps what the page’s other list put in the address when it replaces it', async () => {
    const graphic = '/api/jobs?category=graphic-design';
    stubFetch({ [`GET ${graphic}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(1, 3), 2, false) });
    render(<ShowMore {...showMoreProps('/remote-graphic-design-jobs', { [`${graphic}&page=1`]: listPage(someJobs(2), 1, true) })} />);
    // The endless list below grew to its third page in place.
    history.replaceState(null, '', '/remote-graphic-design-jobs?employment=Contract&browse=3');
    await userEvent.click(showMore()!);
    await screen.findByText('Graphic Designer 3');
    expect(address()).toBe('/remote-graphic-design-jobs?page=2&employment=Contract&browse=3');
  });

  it('drops Show More once the last page says there are no more', async () => {
    stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: jobsReply(someJobs(1, 3), 2, false) });
    render(<ShowMore {...afterPage1} />);
    await userEvent.click(showMore()!);
    await screen.findByText('Graphic Designer 3');
    expect(showMore()).toBeNull();
    expect(screen.queryByText('No jobs found matching your search')).toBeNull();
  });

  it('says Loading more jobs... while the page loads, without Show More, and moves the address only once it is shown', async () => {
    const second = heldReply();
    stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: second.handler });
    render(<ShowMore {...afterPage1} />);
    expect(screen.queryByText('Loading more jobs...')).toBeNull();
    await userEvent.click(showMore()!);
    expect(screen.getByText('Loading more jobs...')).toBeTruthy();
    expect(showMore()).toBeNull();
    expect(address()).toBe(productPage);

    await act(async () => second.release(jobsReply(someJobs(1, 3), 2, false)));
    await screen.findByText('Graphic Designer 3');
    expect(screen.queryByText('Loading more jobs...')).toBeNull();
    expect(address()).toBe(`${productPage}?page=2`);
  });

  it("shows the server's message when a page fails, leaving the address, and tries that page again on Show More", async () => {
    const fetchMock = stubFetch({
      [`GET ${product}&page=2&asOf=${listAsOf}`]: [
        { status: 502, body: { error: { code: 'provider_error', message: 'Job provider did not answer in time' } } },
        jobsReply(someJobs(1, 3), 2, false),
      ],
    });
    render(<ShowMore {...afterPage1} />);
    await userEvent.click(showMore()!);
    expect((await screen.findByRole('alert')).textContent).toBe('Job provider did not answer in time');
    expect(appended()).toEqual([]);
    expect(address()).toBe(productPage);

    await userEvent.click(showMore()!);
    await screen.findByText('Graphic Designer 3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, `GET ${product}&page=2&asOf=${listAsOf}`)).toBe(2);
  });

  it('says Failed to load jobs when the failure carries no message', async () => {
    stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: { status: 503 } });
    render(<ShowMore {...afterPage1} />);
    await userEvent.click(showMore()!);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load jobs');
  });

  it('says No jobs found on an answer that is not a page of jobs, and offers no more', async () => {
    stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: { status: 200, body: { results: [] } } });
    render(<ShowMore {...afterPage1} />);
    await userEvent.click(showMore()!);
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(showMore()).toBeNull();
  });

  it('never appends a job the page already shows', async () => {
    stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: jobsReply([...someJobs(1, 2), aJob({ id: 'new', title: 'New Designer' })], 2, false) });
    render(<ShowMore {...afterPage1} />);
    await userEvent.click(showMore()!);
    await screen.findByText('New Designer');
    expect(appended()).toEqual(['New Designer']);
  });

  it('goes on by itself past pages the filters emptied, when the edge stopped at one', async () => {
    const stalled = showMoreProps(`${productPage}?from=PT`, { [`${product}&page=1&from=PT`]: listPage([], 1, true) });
    const fetchMock = stubFetch({
      [`GET ${product}&page=2&from=PT&asOf=${listAsOf}`]: jobsReply([], 2, true),
      [`GET ${product}&page=3&from=PT&asOf=${listAsOf}`]: jobsReply([aJob({ title: 'Designer in Portugal' })], 3, false),
    });
    render(<ShowMore {...stalled} />);
    expect(screen.getByText('Loading more jobs...')).toBeTruthy();
    await screen.findByText('Designer in Portugal');
    expect(callsTo(fetchMock, `GET ${product}&page=2&from=PT&asOf=${listAsOf}`)).toBe(1);
    expect(showMore()).toBeNull();
  });

  it('asks its next page with Shows pay when the page has it, and shows that page\'s jobs', async () => {
    const paid = showMoreProps(`${productPage}?pay=1`, { [`${product}&page=1&pay=1`]: listPage(someJobs(2), 1, true) });
    const fetchMock = stubFetch({ [`GET ${product}&page=2&pay=1&asOf=${listAsOf}`]: jobsReply([aJob({ id: 'paid', title: 'Designer with a range' })], 2, false) });
    render(<ShowMore {...paid} />);
    await userEvent.click(showMore()!);
    await screen.findByText('Designer with a range');
    expect(callsTo(fetchMock, `GET ${product}&page=2&pay=1&asOf=${listAsOf}`)).toBe(1);
  });

  it('stops the request in flight when it is taken off the page', async () => {
    const fetchMock = stubFetch({ [`GET ${product}&page=2&asOf=${listAsOf}`]: heldReply().handler });
    const { unmount } = render(<ShowMore {...afterPage1} />);
    fireEvent.click(showMore()!);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    unmount();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
