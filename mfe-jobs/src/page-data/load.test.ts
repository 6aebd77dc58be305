// @vitest-environment node
import { categoryListingOf, redirectHref, type BoardJob } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { aJob, someJobs, testSignature } from '../../test/job';
import { listPage } from '../../test/pages';
import { aPosting } from '../../test/posting';
import { aCompanyWithJobs } from '../../test/company';
import { loadJobsPage } from './load';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';

const origin = 'https://remote-design-jobs.example';

function load(path: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeApi(answers);
  return { api, loaded: loadJobsPage(new URL(path, origin), api) };
}

const page = (jobs: BoardJob[], more = false) => ({ status: 200, body: listPage(jobs, 1, more) });
const posting = aPosting();
const applyUrl = 'https://jobs.example.com/apply?id=1&src=board';
const redirectCheck = `/api/redirect?${new URLSearchParams({ url: applyUrl, sig: testSignature })}`;


describe('loadJobsPage: the home and category pages', () => {
  it('loads the featured jobs for the home page, with the path and the time it rendered at', async () => {
    const jobs = someJobs(3);
    const { api, loaded } = load('/', { '/api/jobs/featured': { status: 200, body: { jobs } } });
    expect(await loaded).toEqual({ status: 200, page: { path: '/', kind: 'home', featured: jobs } });
    expect(api.paths).toEqual(['/api/jobs/featured']);
  });

  it('keeps the query in the path the page was loaded for', async () => {
    const { loaded } = load('/?utm_source=news', { '/api/jobs/featured': { status: 200, body: { jobs: [] } } });
    expect((await loaded).page).toMatchObject({ path: '/?utm_source=news', kind: 'home', featured: [] });
  });

  it('loads page 1 of a category once, shared by both lists of a page that nests the endless list', async () => {
    const answer = page(someJobs(2), true);
    const { api, loaded } = load('/remote-graphic-design-jobs', { '/api/jobs?category=graphic-design&page=1': answer });
    expect(await loaded).toEqual({
      status: 200,
      page: {
        path: '/remote-graphic-design-jobs',
       
        kind: 'category',
        slug: 'graphic-design',
        listing: categoryListingOf(new URLSearchParams()),
        lists: { '/api/jobs?category=graphic-design&page=1': answer.body },
      },
    });
    expect(api.paths).toEqual(['/api/jobs?category=graphic-design&page=1']);
  });

  it("loads the search's pages up to ?page and the endless list's up to ?browse with its filters, one request a list", async () => {
    const paths = ['/api/jobs?category=graphic-design&page=2&q=logo&pages=2', '/api/jobs?category=graphic-design&page=2&employment=Contract&experience=senior&pages=2'];
    const query = '?q=logo&page=2&employment=Contract&experience=senior&browse=2';
    const { api, loaded } = load(`/remote-graphic-design-jobs${query}`, Object.fromEntries(paths.map((path) => [path, page([])])));
    const { status, page: content } = await loaded;
    expect(status).toBe(200);
    expect(content).toMatchObject({ kind: 'category', listing: { q: 'logo', page: 2, employment: ['Contract'], experience: ['senior'], browse: 2 } });
    expect(content.kind === 'category' && Object.keys(content.lists ?? {})).toEqual(paths);
    expect(api.paths).toEqual(paths);
  });

  it('loads the ten pages a search shows at ?page=10 as one listing', async () => {
    const path = '/api/jobs?category=product-design&page=10&q=figma&pages=10';
    const { api, loaded } = load('/remote-product-design-jobs?q=figma&page=10', { [path]: page([aJob()]) });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'category', listing: { q: 'figma', page: 10 } } });
    expect(api.paths).toEqual([path]);
  });

  it('asks for the last ten pages past the tenth: ?page=12 is pages 3 to 12', async () => {
    const path = '/api/jobs?category=product-design&page=12&pages=10';
    const { api, loaded } = load('/remote-product-design-jobs?page=12', { [path]: page([aJob()]) });
    expect((await loaded).status).toBe(200);
    expect(api.paths).toEqual([path]);
  });

  it('loads no endless list for a category page without one, whatever the query asks of it', async () => {
    const { api, loaded } = load('/remote-product-design-jobs?q=senior&browse=3&employment=Contract', {
      '/api/jobs?category=product-design&page=1&q=senior': page([aJob()]),
    });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'category', slug: 'product-design' } });
    expect(api.paths).toEqual(['/api/jobs?category=product-design&page=1&q=senior']);
  });

  it('narrows both lists by the salary floor and the country', async () => {
    const paths = ['/api/jobs?category=graphic-design&page=1&q=logo&salary=60000&currency=EUR&from=PT', '/api/jobs?category=graphic-design&page=1&employment=Contract&salary=60000&currency=EUR&from=PT'];
    const { api, loaded } = load('/remote-graphic-design-jobs?q=logo&employment=Contract&salary=60000&currency=EUR&from=PT', Object.fromEntries(paths.map((path) => [path, page([])])));
    expect(await loaded).toMatchObject({ status: 200, page: { listing: { salary: { amount: 60000, currency: 'EUR' }, from: 'PT' } } });
    expect(api.paths).toEqual(paths);
  });

  it('asks what the plain page asks when a currency comes without a floor, as the salary form sends it', async () => {
    const { api, loaded } = load('/remote-product-design-jobs?salary=&currency=GBP', { '/api/jobs?category=product-design&page=1': page([]) });
    expect(await loaded).toMatchObject({ status: 200, page: { listing: { salary: null } } });
    expect(api.paths).toEqual(['/api/jobs?category=product-design&page=1']);
  });

  it('loads the category of an alias path, and matches paths in any case with a trailing slash', async () => {
    const alias = load('/remote-ui-ux-design-jobs', { '/api/jobs?category=ux-ui-design&page=1': page([]) });
    expect(await alias.loaded).toMatchObject({ status: 200, page: { kind: 'category', slug: 'ux-ui-design' } });
    const spelled = load('/Remote-Product-Design-Jobs/', { '/api/jobs?category=product-design&page=1': page([aJob()]) });
    expect(await spelled.loaded).toMatchObject({ status: 200, page: { kind: 'category', slug: 'product-design' } });
  });

  it('answers 503 with no lists when any page the address shows fails, keeping what the address asked for', async () => {
    const { loaded } = load('/remote-product-design-jobs?page=2', {
      '/api/jobs?category=product-design&page=1': page(someJobs(1), true),
      '/api/jobs?category=product-design&page=2': { status: 502, body: { error: { code: 'provider_error', message: 'down' } } },
    });
    expect(await loaded).toMatchObject({ status: 503, page: { kind: 'category', slug: 'product-design', listing: { page: 2 }, lists: null } });
  });
});

describe('loadJobsPage: postings and companies', () => {
  it('loads an approved posting for its page', async () => {
    const { api, loaded } = load(`/jobs/${posting.id}`, { [`/api/postings/${posting.id}`]: { status: 200, body: posting } });
    const report = { widget: null, form: null, sent: false };
    expect(await loaded).toEqual({ status: 200, page: { path: `/jobs/${posting.id}`, kind: 'posting', id: posting.id, posting, report } });
    expect(api.paths).toEqual([`/api/postings/${posting.id}`, '/api/reports/widget']);
  });

  it('loads the report form’s widget beside the posting, and whether a report was just sent', async () => {
    const widget = { siteKey: 'site-key', scriptUrl: 'https://challenges.example/turnstile/v0/api.js' };
    const { loaded } = load(`/jobs/${posting.id}?report=sent`, {
      [`/api/postings/${posting.id}`]: { status: 200, body: posting },
      '/api/reports/widget': { status: 200, body: widget },
    });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'posting', report: { widget, form: null, sent: true } } });
  });

  it('answers 404 with Job not found data for a posting the API does not have', async () => {
    const gone = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const { api, loaded } = load(`/jobs/${gone}`);
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'posting-not-found', id: gone } });
    expect(api.paths).toEqual([`/api/postings/${gone}`, '/api/reports/widget']);
  });

  it('answers 404 without asking for an id no posting can have', async () => {
    const { api, loaded } = load('/jobs/not-a-posting');
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'posting-not-found', id: 'not-a-posting' } });
    expect(api.paths).toEqual([]);
  });

  it('loads a company and its open postings for its page', async () => {
    const company = aCompanyWithJobs();
    const { api, loaded } = load('/companies/acme-studio', { '/api/companies/acme-studio': { status: 200, body: company } });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'company', slug: 'acme-studio', company } });
    expect(api.paths).toEqual(['/api/companies/acme-studio']);
  });

  it('answers 404 for an unknown company, and without asking for what cannot be a slug', async () => {
    expect(await load('/companies/gone').loaded).toMatchObject({ status: 404, page: { kind: 'company-not-found', slug: 'gone' } });
    const bad = load('/companies/Not_A_Slug');
    expect(await bad.loaded).toMatchObject({ status: 404, page: { kind: 'company-not-found' } });
    expect(bad.api.paths).toEqual([]);
  });
});

describe('loadJobsPage: the redirect page', () => {
  it("loads the worker's answer for a signed link", async () => {
    const { api, loaded } = load(redirectHref(applyUrl, testSignature), { [redirectCheck]: { status: 200, body: { signed: true } } });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'redirect', target: { url: applyUrl, href: applyUrl, sig: testSignature }, signed: true } });
    expect(api.paths).toEqual([redirectCheck]);
  });

  it('counts a link as unsigned when the worker says it is not signed, and the page is still 200', async () => {
    const altered = load(redirectHref(applyUrl, testSignature), { [redirectCheck]: { status: 200, body: { signed: false } } });
    expect(await altered.loaded).toMatchObject({ status: 200, page: { kind: 'redirect', target: { href: applyUrl }, signed: false } });
  });

  it.each<[string, FakeAnswer]>([
    ['cannot be reached', 'unreachable'],
    ['fails', { status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable' } } }],
    ['refuses the pair', { status: 400, body: { error: { code: 'invalid_input', message: 'sig: sig must be a redirect signature' } } }],
  ])('counts a link as unsigned, never leaving by itself, when the check %s, and the page is still 200', async (_, answer) => {
    const { loaded } = load(redirectHref(applyUrl, testSignature), { [redirectCheck]: answer });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'redirect', target: { href: applyUrl }, signed: false } });
  });

  it('counts a link without a signature (or a sig of another form) as unsigned without asking', async () => {
    for (const path of [redirectHref(applyUrl, null), `/redirect?url=${encodeURIComponent(applyUrl)}&sig=forged`]) {
      const { api, loaded } = load(path);
      expect(await loaded).toMatchObject({ status: 200, page: { kind: 'redirect', target: { href: applyUrl, sig: null }, signed: false } });
      expect(api.paths).toEqual([]);
    }
  });

  it.each([
    ['a javascript: url', `/redirect?url=${encodeURIComponent('javascript:alert(1)')}&sig=${testSignature}`],
    ['a relative url', `/redirect?url=${encodeURIComponent('/admin/dashboard')}`],
    ['no url', '/redirect'],
  ])('has no target for %s, without asking', async (_, path) => {
    const { api, loaded } = load(path);
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'redirect', target: null, signed: false } });
    expect(api.paths).toEqual([]);
  });
});

describe('loadJobsPage: a provider job’s report page', () => {
  const job = { id: 'provider-42', title: 'Brand Designer', company: 'Northwind' };

  it('loads the job the page names, beside the report form’s widget', async () => {
    const { api, loaded } = load('/report-job?job=provider-42', { '/api/reports/jobs/provider-42': { status: 200, body: job } });
    const report = { widget: null, form: null, sent: false };
    expect(await loaded).toEqual({ status: 200, page: { path: '/report-job?job=provider-42', kind: 'report-job', id: 'provider-42', job, report } });
    expect(api.paths).toEqual(['/api/reports/jobs/provider-42', '/api/reports/widget']);
  });

  it('answers 404 for a job the board does not list, and for no job, without asking for none', async () => {
    expect(await load('/report-job?job=gone').loaded).toMatchObject({ status: 404, page: { kind: 'report-job-not-found' } });
    const none = load('/report-job');
    expect(await none.loaded).toMatchObject({ status: 404, page: { kind: 'report-job-not-found' } });
    expect(none.api.paths).toEqual([]);
  });

  it('thanks the visitor once sent, asking for nothing: the job may be hidden by then', async () => {
    const { api, loaded } = load('/report-job?job=provider-42&report=sent');
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'report-job', job: null, report: { sent: true } } });
    expect(api.paths).toEqual([]);
  });

  it('answers 503 when the job could not be loaded', async () => {
    const { loaded } = load('/report-job?job=provider-42', { '/api/reports/jobs/provider-42': { status: 502, body: { error: { code: 'x', message: 'down' } } } });
    expect(await loaded).toMatchObject({ status: 503, page: { kind: 'report-job', job: null } });
  });
});

describe('loadJobsPage: paths it does not own', () => {
  it.each(['/about', '/jobs', '/remote-design-jobs', '/blog/post'])('answers 404 without asking for %s', async (path) => {
    const { api, loaded } = load(path);
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'none', path } });
    expect(api.paths).toEqual([]);
  });
});
