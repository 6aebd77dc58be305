import {
  categoryByPath,
  categoryListingOf,
  redirectTarget,
  type BoardJob,
  type BoardPosting,
  type CompanyWithJobs,
  type FormState,
  type JobListPage,
  type ManagePostingAnswer,
  type ReportableJob,
} from '@rdj/shared';
import { listingPaths } from '../src/api/job-list';
import type { ReportState } from '../src/components/report-form';
import type { JobsPageContent, JobsPageData } from '../src/page-data/types';
import { aPosting } from './posting';

/**
 * Page data as the loader builds it (`loadJobsPage`), made directly: what the edge renders a page from
 * (`JobsPages`), without a gateway.
 */

const origin = 'https://remote-design-jobs.example';

function pageData(path: string, content: JobsPageContent): JobsPageData {
  return { path, ...content };
}

/** The snapshot and the last refresh every fake page of `GET /api/jobs` names, unless a test gives its own. */
export const listAsOf = 4711;
export const listRefreshedAt = '2026-11-28T04:15:09.000Z';

/**
 * One page of `GET /api/jobs` as the API answers it: 40 jobs in all while more follow, else the jobs up to this page
 * (20 a page); override what the test is about.
 */
export function listPage(jobs: BoardJob[], page: number, more: boolean, overrides: Partial<JobListPage<BoardJob>> = {}): JobListPage<BoardJob> {
  const totalCount = more ? 40 : (page - 1) * 20 + jobs.length;
  return { jobs, page, more, totalCount, asOf: listAsOf, searchedFor: {}, refreshedAt: listRefreshedAt, ...overrides };
}

/** `/` with the featured jobs (null: they could not be loaded). */
export function homePage(featured: BoardJob[] | null): JobsPageData {
  return pageData('/', { kind: 'home', featured });
}

/**
 * A category page at `address` (its path and query), with the API's answer for every request the address shows
 * (`listingPaths`), keyed by API path: a missing one throws, so a test names every page it renders. `null`: the
 * lists could not be loaded.
 */
export function categoryPage(address: string, answers: Record<string, JobListPage<BoardJob>> | null): JobsPageData {
  const url = new URL(address, origin);
  const category = categoryByPath(url.pathname);
  if (!category) throw new Error(`${url.pathname} is no category page`);
  const listing = categoryListingOf(url.searchParams);
  const lists =
    answers &&
    Object.fromEntries(
      listingPaths(category.slug, listing).map((path) => {
        const answer = answers[path];
        if (!answer) throw new Error(`The page at ${address} shows ${path}: give its answer`);
        return [path, answer];
      }),
    );
  return pageData(url.pathname + url.search, { kind: 'category', slug: category.slug, listing, lists });
}

/** `/jobs/{id}` with the posting (null: it could not be loaded). */
export function postingPage(posting: BoardPosting | null, id = aPosting().id, report: Partial<ReportState> = {}): JobsPageData {
  return pageData(`/jobs/${id}`, { kind: 'posting', id, posting, report: { widget: null, form: null, sent: false, ...report } });
}

/** `/report-job?job={id}`: a provider job's report page (null: the job could not be loaded, or the report was sent). */
export function reportJobPage(job: ReportableJob | null, report: Partial<ReportState> = {}, id = 'job-1'): JobsPageData {
  return pageData(`/report-job?job=${id}`, { kind: 'report-job', id, job, report: { widget: null, form: null, sent: false, ...report } });
}

/** `/companies/{slug}` with the company and its postings (null: they could not be loaded). */
export function companyPage(company: CompanyWithJobs | null, slug = 'acme-studio'): JobsPageData {
  return pageData(`/companies/${slug}`, { kind: 'company', slug, company });
}

/** `/redirect?…` at `address`, its link `signed` or not by the worker's answer. */
export function redirectPage(address: string, signed: boolean): JobsPageData {
  const url = new URL(address, origin);
  return pageData(url.pathname + url.search, { kind: 'redirect', target: redirectTarget(url.searchParams), signed });
}

/** `/post-job`, empty or with what the edge fills it with again (`form`). */
export function postJobPage(form: FormState | null = null, path = '/post-job'): JobsPageData {
  return pageData(path, { kind: 'post-job', form });
}

/** An employer's page from our mails with the gateway's answer (null: it could not be loaded). */
export function postingLinkPage(answer: ManagePostingAnswer | null, purpose: ManagePostingAnswer['purpose'], done = ''): JobsPageData {
  return pageData(`/postings/${purpose}?token=t${done ? `&done=${done}` : ''}`, { kind: 'posting-link', purpose, answer, done });
}

/** The pages for what does not exist (404). */
export const notFoundPages = {
  posting: pageData('/jobs/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', { kind: 'posting-not-found', id: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' }),
  company: pageData('/companies/gone', { kind: 'company-not-found', slug: 'gone' }),
  postingLink: pageData('/postings/close?token=forged', { kind: 'posting-link-invalid', purpose: 'close' }),
  reportJob: pageData('/report-job?job=gone', { kind: 'report-job-not-found' }),
  none: pageData('/about', { kind: 'none' }),
} satisfies Record<string, JobsPageData>;

/**
 * Where a list's island starts after the edge loaded pages 1 and 2 of two jobs each (`listPage`, more to come): the
 * state Show More and the endless list's end are handed.
 */
export const twoPagesLoaded = {
  jobs: [],
  seen: ['job-1', 'job-2', 'job-3', 'job-4'],
  first: 1,
  page: 2,
  more: true,
  status: 'ready',
  loading: null,
  through: 2,
  asOf: listAsOf,
  totalCount: 40,
  searchedFor: {},
  refreshedAt: listRefreshedAt,
};
