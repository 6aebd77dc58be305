// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aJob, someJobs } from '../../../test/job';
import { listPage } from '../../../test/pages';
import { shownPagesPath } from '../../api/job-list';
import { listedPages, receivedPage, startingPages, type JobPages } from './job-pages';

const filter = { category: 'product-design', q: 'logo' };
const titles = (state: JobPages) => state.jobs.map((job) => job.title);

describe('startingPages', () => {
  it('asks for page 1 first, up to the page the address asked for', () => {
    expect(startingPages(3)).toEqual({
      jobs: [],
      seen: [],
      first: 1,
      page: 0,
      more: true,
      status: 'loading',
      loading: 1,
      through: 3,
      asOf: null,
      totalCount: null,
      searchedFor: {},
      refreshedAt: null,
    });
  });

  it('starts at the first page an address past the tenth shows', () => {
    expect(startingPages(12)).toMatchObject({ first: 3, loading: 3, through: 12 });
  });
});

describe('receivedPage', () => {
  it('appends the jobs of the page, and is ready when it was the last one asked for', () => {
    const state = receivedPage(startingPages(1), 1, listPage(someJobs(2), 1, true));
    expect(state).toMatchObject({ page: 1, more: true, status: 'ready', loading: null, seen: ['job-1', 'job-2'] });
    expect(titles(receivedPage(state, 2, listPage(someJobs(1, 3), 2, false)))).toEqual(['Graphic Designer 1', 'Graphic Designer 2', 'Graphic Designer 3']);
  });

  it('never shows a job twice when the pages shifted between two requests', () => {
    const first = receivedPage(startingPages(1), 1, listPage(someJobs(2), 1, true));
    const second = receivedPage(first, 2, listPage(someJobs(2, 2), 2, false));
    expect(titles(second)).toEqual(['Graphic Designer 1', 'Graphic Designer 2', 'Graphic Designer 3']);
    expect(second.seen).toEqual(['job-1', 'job-2', 'job-3']);
  });

  it('goes on to the next page by itself while it is below the page the address asked for', () => {
    expect(receivedPage(startingPages(3), 1, listPage(someJobs(1), 1, true))).toMatchObject({ status: 'loading', loading: 2 });
  });

  it('goes on past an empty page that says more follow, and stops at an empty last page', () => {
    expect(receivedPage(startingPages(1), 1, listPage([], 1, true))).toMatchObject({ status: 'loading', loading: 2, page: 1 });
    expect(receivedPage(startingPages(1), 1, listPage([], 1, false))).toMatchObject({ status: 'ready', loading: null, more: false });
  });

  it('keeps the total, the snapshot, the words searched instead and the refresh time of the first page received', () => {
    const first = receivedPage(startingPages(1), 1, listPage(someJobs(2), 1, true, { totalCount: 128, asOf: 90, searchedFor: { figam: 'figma' } }));
    expect(first).toMatchObject({ totalCount: 128, asOf: 90, searchedFor: { figam: 'figma' }, refreshedAt: '2026-11-28T04:15:09.000Z' });
    const later = listPage(someJobs(2, 3), 2, false, { totalCount: 129, asOf: 95, searchedFor: {}, refreshedAt: '2026-11-28T04:45:00.000Z' });
    expect(receivedPage(first, 2, later)).toMatchObject({ totalCount: 128, asOf: 90, searchedFor: { figam: 'figma' }, refreshedAt: '2026-11-28T04:15:09.000Z' });
  });

  it('leaves out what a first page says of the list that is not of the expected shape', () => {
    const odd = { jobs: [], page: 1, more: false, totalCount: -1, asOf: 1.5, searchedFor: { figam: 3, lgoo: 'logo' }, refreshedAt: 7 };
    expect(receivedPage(startingPages(1), 1, odd)).toMatchObject({ totalCount: null, asOf: null, searchedFor: { lgoo: 'logo' }, refreshedAt: null });
  });

  it('stops at an answer that is not a page of jobs, with nothing more to load', () => {
    const shown = receivedPage(startingPages(2), 1, listPage([aJob()], 1, true));
    expect(receivedPage(shown, 2, { results: [] })).toMatchObject({ status: 'unexpected', more: false, loading: null, jobs: [aJob()] });
  });
});

describe('listedPages', () => {
  /** The one answer the edge asks for `filter` up to `through` (`shownPagesPath`). */
  const answer = (through: number, body: ReturnType<typeof listPage>) => ({ [shownPagesPath(filter, through)]: body });

  it('lists every page the address shows, from the one answer for its filter, ready for the next', () => {
    const state = listedPages(answer(2, listPage(someJobs(25), 2, true)), filter, 2);
    expect(titles(state)).toEqual(someJobs(25).map((job) => job.title));
    expect(state).toMatchObject({ first: 1, page: 2, more: true, status: 'ready', loading: null, through: 2 });
  });

  it('ends the list where the answer says nothing more follows, however many pages it held', () => {
    expect(listedPages(answer(3, listPage(someJobs(45), 3, false)), filter, 3)).toMatchObject({ page: 3, more: false, status: 'ready', loading: null });
    expect(listedPages(answer(3, listPage(someJobs(5), 3, false)), filter, 3)).toMatchObject({ page: 3, more: false, status: 'ready' });
  });

  it('lists only the last ten pages of an address past the tenth', () => {
    const state = listedPages(answer(12, listPage(someJobs(10, 3), 12, true)), filter, 12);
    expect(state).toMatchObject({ first: 3, page: 12 });
    expect(titles(state)[0]).toBe('Graphic Designer 3');
  });

  it('says the list waits for the next page when the filters emptied the last page shown', () => {
    expect(listedPages(answer(1, listPage([], 1, true)), filter, 1)).toMatchObject({ jobs: [], page: 1, more: true, status: 'loading', loading: 2 });
  });

  it('is ready with nothing more when the last page shown says so', () => {
    expect(listedPages(answer(1, listPage([], 1, false)), filter, 1)).toMatchObject({ jobs: [], more: false, status: 'ready', loading: null });
  });

  it('is unexpected when the answer is missing or not a page of jobs', () => {
    expect(listedPages({}, filter, 2)).toMatchObject({ jobs: [], status: 'unexpected', more: false });
  });
});
