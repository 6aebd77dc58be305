// @vitest-environment node
import { redirectHref } from '@rdj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aJob, someJobs, testSignature } from '../../test/job';
import { aPosting } from '../../test/posting';
import { loadJobsPage } from './load';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';

const origin = 'https://remote-design-jobs.example';
const renderedAt = new Date('2026-11-20T10:30:00.000Z');

function load(path: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeApi(answers);
  return { api, loaded: loadJobsPage(new URL(path, origin), api) };
}

const page = (jobs: unknown[], more = false) => ({ status: 200, body: { jobs, page: 1, more, totalCount: jobs.length } });
const posting = aPosting();

beforeEach(() => {
  vi.useFakeTimers({ now: renderedAt, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadJobsPage', () => {
  it('loads the featured jobs for the home page, with the path and the time it rendered at', async () => {
    const jobs = someJobs(3);
    const { api, loaded } = load('/', { '/api/jobs/featured': { status: 200, body: { jobs } } });
    expect(await loaded).toEqual({ status: 200, page: { path: '/', now: renderedAt.toISOString(), kind: 'home', featured: jobs } });
    expect(api.paths).toEqual(['/api/jobs/featured']);
  });

  it('keeps the query in the path the page was loaded for', async () => {
    const { loaded } = load('/?utm_source=news', { '/api/jobs/featured': { status: 200, body: { jobs: [] } } });
    expect((await loaded).page).toMatchObject({ path: '/?utm_source=news', kind: 'home', featured: [] });
  });

  it('loads page 1 of a category, shared by both lists of a page that nests the endless list', async () => {
    const answer = page(someJobs(2), true);
    const { api, loaded } = load('/remote-graphic-design-jobs', { '/api/jobs?category=graphic-design&page=1': answer });
    expect(await loaded).toEqual({
      status: 200,
      page: {
        path: '/remote-graphic-design-jobs',
        now: renderedAt.toISOString(),
        kind: 'category',
        lists: { '/api/jobs?category=graphic-design&page=1': answer.body },
      },
    });
    expect(api.paths).toEqual(['/api/jobs?category=graphic-design&page=1']);
  });

  it("loads the search's pages up to ?page and the endless list's up to ?browse with its filters", async () => {
    const paths = [
      '/api/jobs?category=graphic-design&page=1&q=logo',
      '/api/jobs?category=graphic-design&page=2&q=logo',
      '/api/jobs?category=graphic-design&page=1&employment=Contract&experience=senior',
      '/api/jobs?category=graphic-design&page=2&employment=Contract&experience=senior',
    ];
    const query = '?q=logo&page=2&employment=Contract&experience=senior&browse=2';
    const { api, loaded } = load(`/remote-graphic-design-jobs${query}`, Object.fromEntries(paths.map((path) => [path, page([])])));
    const content = (await loaded).page;
    expect(content.kind === 'category' && Object.keys(content.lists)).toEqual(paths);
    expect(api.paths).toEqual(paths);
  });

  it('loads no endless list for a category page without one, whatever the query asks of it', async () => {
    const { api, loaded } = load('/remote-product-design-jobs?q=senior&browse=3&employment=Contract', {
      '/api/jobs?category=product-design&page=1&q=senior': page([aJob()]),
    });
    expect((await loaded).page.kind).toBe('category');
    expect(api.paths).toEqual(['/api/jobs?category=product-design&page=1&q=senior']);
  });

  it('sends a category page without data when any page it shows fails, for the browser to ask again', async () => {
    const { loaded } = load('/remote-product-design-jobs?page=2', {
      '/api/jobs?category=product-design&page=1': page(someJobs(1), true),
      '/api/jobs?category=product-design&page=2': { status: 502, body: { error: { code: 'provider_error', message: 'down' } } },
    });
    expect((await loaded).page).toMatchObject({ kind: 'none' });
  });

  it('loads the category of an alias path', async () => {
    const { api, loaded } = load('/remote-ui-ux-design-jobs', { '/api/jobs?category=ux-ui-design&page=1': page([]) });
    expect((await loaded).page.kind).toBe('category');
    expect(api.paths).toEqual(['/api/jobs?category=ux-ui-design&page=1']);
  });

  it('loads an approved posting for its page', async () => {
    const { api, loaded } = load(`/jobs/${posting.id}`, { [`/api/postings/${posting.id}`]: { status: 200, body: posting } });
    expect(await loaded).toEqual({ status: 200, page: { path: `/jobs/${posting.id}`, now: renderedAt.toISOString(), kind: 'posting', id: posting.id, posting } });
    expect(api.paths).toEqual([`/api/postings/${posting.id}`]);
  });

  it('answers 404 with Job not found data for a posting the API does not have', async () => {
    const gone = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const { api, loaded } = load(`/jobs/${gone}`);
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'posting-not-found', id: gone } });
    expect(api.paths).toEqual([`/api/postings/${gone}`]);
  });

  it('answers 404 without asking for an id no posting can have', async () => {
    const { api, loaded } = load('/jobs/not-a-posting');
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'posting-not-found', id: 'not-a-posting' } });
    expect(api.paths).toEqual([]);
  });

  it("loads the worker's answer for a signed redirect link", async () => {
    const url = 'https://jobs.example.com/apply?id=1&src=board';
    const check = `/api/redirect?${new URLSearchParams({ url, sig: testSignature })}`;
    const { api, loaded } = load(redirectHref(url, testSignature), { [check]: { status: 200, body: { signed: true } } });
    expect((await loaded).page).toMatchObject({ kind: 'redirect', url, sig: testSignature, signed: true });
    expect((await loaded).status).toBe(200);
    expect(api.paths).toEqual([check]);
  });

  it.each([
    ['a link without a signature', redirectHref('https://jobs.example.com/1', null)],
    ['a url that is not http(s)', '/redirect?url=javascript%3Aalert(1)'],
  ])('leaves %s to the redirect page without asking', async (_, path) => {
    const { api, loaded } = load(path);
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'none' } });
    expect(api.paths).toEqual([]);
  });

  it('loads nothing for the post-a-job page', async () => {
    const { api, loaded } = load('/post-job');
    expect(await loaded).toEqual({ status: 200, page: { path: '/post-job', now: renderedAt.toISOString(), kind: 'none' } });
    expect(api.paths).toEqual([]);
  });

  it.each(['/about', '/jobs', '/remote-design-jobs', '/blog/post'])('answers 404 without asking for %s, a path the routes do not own', async (path) => {
    const { api, loaded } = load(path);
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'none', path } });
    expect(api.paths).toEqual([]);
  });

  it('matches paths as the routes do: any case, a trailing slash', async () => {
    const { api, loaded } = load('/Remote-Product-Design-Jobs/', { '/api/jobs?category=product-design&page=1': page([aJob()]) });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'category' } });
    expect(api.paths).toEqual(['/api/jobs?category=product-design&page=1']);
  });
});

describe('loadJobsPage when the API fails', () => {
  const failures: [string, FakeAnswer][] = [
    ['cannot be reached', 'unreachable'],
    ['answers 502', { status: 502, body: { error: { code: 'provider_error', message: 'Failed to load featured jobs' } } }],
    ['answers text that is not JSON', { status: 200, text: '<html>' }],
    ['answers JSON of another shape', { status: 200, body: { results: [] } }],
  ];
  const url = 'https://jobs.example.com/apply';

  it.each(failures)('sends the home page without data when the API %s, for the browser to ask again', async (_, answer) => {
    expect(await load('/', { '/api/jobs/featured': answer }).loaded).toMatchObject({ status: 200, page: { path: '/', kind: 'none' } });
  });

  it.each(failures)('sends a category page without data when the API %s', async (_, answer) => {
    const { loaded } = load('/remote-game-design-jobs', { '/api/jobs?category=game-design&page=1': answer });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'none' } });
  });

  it.each(failures)('sends a posting page without data when the API %s', async (_, answer) => {
    const { loaded } = load(`/jobs/${posting.id}`, { [`/api/postings/${posting.id}`]: answer });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'none' } });
  });

  it.each(failures)('sends the redirect page without data when the API %s', async (_, answer) => {
    const { loaded } = load(redirectHref(url, testSignature), { [`/api/redirect?${new URLSearchParams({ url, sig: testSignature })}`]: answer });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'none' } });
  });

  it('sends a posting page without data when the API throws while reading the body', async () => {
    const api = async () => ({ ok: true, status: 200, json: () => Promise.reject(new Error('stream reset')) }) as unknown as Response;
    expect(await loadJobsPage(new URL(`/jobs/${posting.id}`, origin), api)).toMatchObject({ status: 200, page: { kind: 'none' } });
  });
});
