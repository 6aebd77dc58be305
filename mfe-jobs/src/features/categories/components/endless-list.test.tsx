import { categories } from '@rdj/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { aJob, someJobs } from '../../../../test/job';
import { stubIntersectionObserver } from '../../../../test/intersection-observer';
import { currentLocation, pageOf, renderCategoryAt } from '../../../../test/render-category';

const graphic = '/api/jobs?category=graphic-design';

function openGraphicPage(handlers: Record<string, Handler>) {
  const observer = stubIntersectionObserver();
  const fetchMock = stubFetch(handlers);
  renderCategoryAt('/remote-graphic-design-jobs');
  return { observer, fetchMock, list: screen.getByRole('region', { name: 'Browse all Graphic Design jobs' }) };
}

/**
 * Scrolls the end of the list into view once the list watches it. The list starts watching in an effect, which React
 * may run after the cards it follows are already on screen: revealing before then would reach no observer, and the
 * test would wait for a page that is never requested (on a loaded machine that is what happened).
 */
async function scrollToEnd(observer: ReturnType<typeof stubIntersectionObserver>) {
  await waitFor(() => expect(observer.watching()).toBe(1));
  await act(async () => observer.reveal());
}

function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('endless list', () => {
  it('loads the next page when the end of the list comes into view, and ends with No more jobs to load', async () => {
    const { observer, fetchMock, list } = openGraphicPage({
      [`GET ${graphic}&page=1`]: pageOf(someJobs(2, 1), 1, true),
      [`GET ${graphic}&page=2`]: pageOf(someJobs(2, 3), 2, true),
      [`GET ${graphic}&page=3`]: pageOf(someJobs(1, 5), 3, false),
    });
    await within(list).findByText('Graphic Designer 2');
    expect(callsTo(fetchMock, `GET ${graphic}&page=2`)).toBe(0);
    expect(within(list).queryByText('No more jobs to load')).toBeNull();

    await scrollToEnd(observer);
    await within(list).findByText('Graphic Designer 4');
    await scrollToEnd(observer);
    await within(list).findByText('Graphic Designer 5');

    expect(cardTitles(list)).toEqual(someJobs(5).map((job) => job.title));
    expect(within(list).getByText('No more jobs to load')).toBeTruthy();
    await act(async () => observer.reveal());
    // The list stops watching in an effect too, which may still be pending when the last card shows.
    await waitFor(() => expect(observer.watching()).toBe(0));
    expect(callsTo(fetchMock, `GET ${graphic}&page=4`)).toBe(0);
  });

  it('says Loading more jobs... while the next page loads', async () => {
    let release!: () => void;
    const { observer, list } = openGraphicPage({
      [`GET ${graphic}&page=1`]: pageOf(someJobs(1), 1, true),
      [`GET ${graphic}&page=2`]: () =>
        new Promise((resolve) => {
          release = () => resolve(pageOf(someJobs(1, 2), 2, false));
        }),
    });
    await within(list).findByText('Graphic Designer 1');
    await scrollToEnd(observer);
    expect(within(list).getByText('Loading more jobs...')).toBeTruthy();
    release();
    await within(list).findByText('Graphic Designer 2');
    expect(within(list).queryByText('Loading more jobs...')).toBeNull();
    expect(within(list).getByText('No more jobs to load')).toBeTruthy();
  });

  it('sends the checked filters to the API and starts again from page 1', async () => {
    const { observer, fetchMock, list } = openGraphicPage({
      [`GET ${graphic}&page=1`]: pageOf(someJobs(1, 1), 1, true),
      [`GET ${graphic}&page=2`]: pageOf(someJobs(1, 2), 2, true),
      [`GET ${graphic}&page=1&employment=Contract`]: pageOf([aJob({ id: 'c', title: 'Contract Designer' })], 1, true),
      [`GET ${graphic}&page=1&employment=Full-time%2CContract&experience=senior`]: pageOf(
        [aJob({ id: 's', title: 'Senior Full-time Designer' })],
        1,
        false,
      ),
    });
    await within(list).findByText('Graphic Designer 1');
    await scrollToEnd(observer);
    await within(list).findByText('Graphic Designer 2');

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Contract' }));
    await within(list).findByText('Contract Designer');
    expect(cardTitles(list)).toEqual(['Contract Designer']);

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Senior Level' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Full-time' }));
    await within(list).findByText('Senior Full-time Designer');
    expect(cardTitles(list)).toEqual(['Senior Full-time Designer']);
    expect(callsTo(fetchMock, `GET ${graphic}&page=1&employment=Full-time%2CContract&experience=senior`)).toBe(1);
    expect(within(list).getByText('No more jobs to load')).toBeTruthy();
  });

  it('offers every employment type and experience level as a checkbox', () => {
    const { list } = openGraphicPage({ [`GET ${graphic}&page=1`]: pageOf([], 1, false) });
    const employment = within(list).getByRole('group', { name: 'Employment type' });
    expect(within(employment).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Full-time',
      'Part-time',
      'Contract',
      'Freelance',
      'Internship',
    ]);
    const experience = within(list).getByRole('group', { name: 'Experience level' });
    expect(within(experience).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Entry Level',
      'Mid Level',
      'Senior Level',
    ]);
  });

  it('goes on to the next page without a scroll when a filtered page came back empty', async () => {
    const { fetchMock, list } = openGraphicPage({
      [`GET ${graphic}&page=1`]: pageOf(someJobs(1), 1, false),
      [`GET ${graphic}&page=1&employment=Internship`]: pageOf([], 1, true),
      [`GET ${graphic}&page=2&employment=Internship`]: pageOf([aJob({ id: 'i', title: 'Design Intern' })], 2, false),
    });
    await within(list).findByText('Graphic Designer 1');
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Internship' }));
    await within(list).findByText('Design Intern');
    expect(callsTo(fetchMock, `GET ${graphic}&page=2&employment=Internship`)).toBe(1);
    expect(within(list).getByText('No more jobs to load')).toBeTruthy();
  });

  it('says Failed to load jobs. Please try again later. when a page fails', async () => {
    const { list } = openGraphicPage({
      [`GET ${graphic}&page=1`]: { status: 502, body: { error: { code: 'provider_error', message: 'Job provider answered 500' } } },
    });
    expect((await within(list).findByRole('alert')).textContent).toBe('Failed to load jobs. Please try again later.');
  });

  it('says No jobs found. Please try again later. on an unexpected response', async () => {
    const { list } = openGraphicPage({ [`GET ${graphic}&page=1`]: { status: 200, body: 'ok' } });
    expect(await within(list).findByText('No jobs found. Please try again later.')).toBeTruthy();
    expect(within(list).queryByText('No more jobs to load')).toBeNull();
  });

  it('is nested only on the graphic, UX/UI and freelance pages', () => {
    stubFetch({});
    const withList = categories
      .filter((category) => {
        const { unmount } = renderCategoryAt(category.path);
        const found = screen.queryByRole('heading', { level: 2, name: `Browse all ${category.name} jobs` }) !== null;
        unmount();
        return found;
      })
      .map((category) => category.path);
    expect(withList).toEqual(['/remote-graphic-design-jobs', '/remote-ux-ui-design-jobs', '/remote-freelance-design-jobs']);
  });
});

describe('endless list addresses (docs/pages.md, category pages)', () => {
  it('puts the checked filters in the address, as its GET form without JavaScript would, keeping the search', async () => {
    stubIntersectionObserver();
    stubFetch({
      [`GET ${graphic}&page=1&q=logo`]: pageOf([], 1, false),
      [`GET ${graphic}&page=1`]: pageOf(someJobs(1), 1, false),
      [`GET ${graphic}&page=1&employment=Contract`]: pageOf([aJob({ id: 'c', title: 'Contract Designer' })], 1, false),
    });
    renderCategoryAt('/remote-graphic-design-jobs?q=logo');
    const list = screen.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    const form = within(list).getByRole('checkbox', { name: 'Contract' }).closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(Array.from(form?.querySelectorAll<HTMLInputElement>('input[type=hidden]') ?? [], (i) => `${i.name}=${i.value}`)).toEqual(['q=logo']);

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Contract' }));
    expect(currentLocation()).toBe('/remote-graphic-design-jobs?q=logo&employment=Contract');
    await within(list).findByText('Contract Designer');
    expect((within(list).getByRole('checkbox', { name: 'Contract' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens at ?browse with the filters checked and their pages up to it, and links to the next', async () => {
    stubIntersectionObserver();
    stubFetch({
      [`GET ${graphic}&page=1`]: pageOf([], 1, false),
      [`GET ${graphic}&page=1&employment=Freelance&experience=entry`]: pageOf(someJobs(1, 1), 1, true),
      [`GET ${graphic}&page=2&employment=Freelance&experience=entry`]: pageOf(someJobs(1, 2), 2, true),
    });
    renderCategoryAt('/remote-graphic-design-jobs?employment=Freelance&experience=entry&browse=2');
    const list = screen.getByRole('region', { name: 'Browse all Graphic Design jobs' });
    await within(list).findByText('Graphic Designer 2');
    expect((within(list).getByRole('checkbox', { name: 'Freelance' }) as HTMLInputElement).checked).toBe(true);
    expect(within(list).getByRole('link', { name: 'Load more jobs' }).getAttribute('href')).toBe(
      '/remote-graphic-design-jobs?employment=Freelance&experience=entry&browse=3',
    );
  });
});
