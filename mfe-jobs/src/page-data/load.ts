import {
  categories,
  categoryListingOf,
  isCompanySlug,
  isPostingId,
  jobReportSent,
  postingLinkPaths,
  redirectPagePath,
  redirectTarget,
  reportJobPath,
  type BoardJob,
  type FormState,
  type JobListPage,
  type PostingLinkPurpose,
} from '@rdj/shared';
import { namesNothing } from '@rdj/shared/loading';
import { apiAnswer, okBody, type PageApi } from '@rdj/shared/edge';
import { matchPath } from '@rdj/router';
import { isJobListPage, listingPaths } from '../api/job-list';
import { featuredJobsPath, isFeaturedJobs } from '../api/featured-jobs';
import { isBoardPosting, postingApiPath } from '../api/get-posting';
import { isRedirectCheck, redirectCheckPath } from '../api/check-redirect';
import { isManagePostingAnswer, managedPostingPath } from '../features/manage-posting/api/managed-posting';
import { companyApiPath, isCompanyWithJobs } from '../api/get-company';
import { isReportableJob, isReportWidget, reportableJobPath, reportWidgetPath } from '../api/report-widget';
import { isUnloaded, type JobsPageContent as PageContent, type JobsPageData } from './types';

/** How the edge reaches the gateway: `api('/api/jobs/featured')` answers what the browser's request would. */
export type JobsApi = PageApi;

interface LoadedJobsPage {
  /** 200; 404 for what does not exist and for a path the jobs remote does not own; 503 when data could not be loaded. */
  status: number;
  page: JobsPageData;
}

/**
 * The data the jobs pages render `url` from at the edge, and the page's status. It never throws: when the API fails,
 * cannot be reached or answers something the page would not show, the value is null and the page says it could not
 * be loaded (status 503, never cached), since no browser asks again: public pages render at the edge alone
 * (docs/pages.md#islands). A missing posting or company is the page's 404.
 *
 * `form` is the state of a posting the edge refused, which `/post-job` shows again, or of a job report it refused,
 * which the job's page shows again.
 *
 * @example const { status, page } = await loadJobsPage(new URL(request.url), (path) => gateway.fetch(origin + path));
 */
export async function loadJobsPage(url: URL, api: JobsApi, form: FormState | null = null): Promise<LoadedJobsPage> {
  const { status, content } = await contentOf(url, api, form);
  return { status: isUnloaded(content) ? 503 : status, page: { path: url.pathname + url.search, ...content } };
}

async function contentOf(url: URL, api: JobsApi, form: FormState | null): Promise<{ status: number; content: PageContent }> {
  const { pathname, searchParams } = url;
  // The same patterns as the pages: case-insensitive, a trailing slash allowed.
  if (matchPath('/', pathname)) return { status: 200, content: await homeContent(api) };
  const category = categories.find((c) => [c.path, ...(c.aliases ?? [])].some((path) => matchPath(path, pathname)));
  if (category) return { status: 200, content: await categoryContent(api, category.slug, searchParams) };
  if (matchPath(redirectPagePath, pathname)) return { status: 200, content: await redirectContent(api, searchParams) };
  if (matchPath(reportJobPath, pathname)) return reportJobContent(api, form, searchParams);
  if (matchPath('/post-job', pathname)) return form ? { status: 200, content: { kind: 'post-job', form } } : editContent(api, searchParams);
  const purpose = postingLinkPurposes.find((candidate) => matchPath(postingLinkPaths[candidate], pathname));
  if (purpose) return postingLinkContent(api, purpose, searchParams);
  const id = matchPath('/jobs/:id', pathname)?.params.id;
  if (id !== undefined) return postingContent(api, id, form, searchParams);
  const slug = matchPath('/companies/:slug', pathname)?.params.slug;
  if (slug !== undefined) return companyContent(api, slug);
  return { status: 404, content: { kind: 'none' } };
}

async function homeContent(api: JobsApi): Promise<PageContent> {
  const body = await okBody(api, featuredJobsPath);
  return { kind: 'home', featured: isFeaturedJobs(body) ? body.jobs : null };
}

/** Every page of the lists the URL's listing shows, asked at once: all of them, or the page could not be loaded. */
async function categoryContent(api: JobsApi, slug: string, query: URLSearchParams): Promise<PageContent> {
  const listing = categoryListingOf(query);
  const paths = listingPaths(slug, listing);
  const bodies = await Promise.all(paths.map((path) => okBody(api, path)));
  const lists: Record<string, JobListPage<BoardJob>> = {};
  for (const [i, path] of paths.entries()) {
    const body = bodies[i];
    if (!isJobListPage(body)) return { kind: 'category', slug, listing, lists: null };
    lists[path] = body;
  }
  return { kind: 'category', slug, listing, lists };
}

/** Only a link with a signature is checked; a check that fails counts as unsigned, so the page never leaves alone. */
async function redirectContent(api: JobsApi, query: URLSearchParams): Promise<PageContent> {
  const target = redirectTarget(query);
  if (!target?.sig) return { kind: 'redirect', target, signed: false };
  const body = await okBody(api, redirectCheckPath(target.url, target.sig));
  return { kind: 'redirect', target, signed: isRedirectCheck(body) && body.signed };
}

/** The report form's widget is asked beside the posting; without it the form still works (docs/pages.md#reporting-a-job). */
async function postingContent(api: JobsApi, id: string, form: FormState | null, query: URLSearchParams): Promise<{ status: number; content: PageContent }> {
  if (!isPostingId(id)) return { status: 404, content: { kind: 'posting-not-found', id } };
  const [answer, widget] = await Promise.all([apiAnswer(api, postingApiPath(id)), okBody(api, reportWidgetPath)]);
  if (answer && namesNothing(answer.status)) return { status: 404, content: { kind: 'posting-not-found', id } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: { kind: 'posting', id, posting: isBoardPosting(body) ? body : null, report: reportState(widget, form, query) } };
}

/** The report form's widget, whether it was sent, and what a refusal typed: a posting's page's and a report page's. */
function reportState(widget: unknown, form: FormState | null, query: URLSearchParams) {
  return { widget: isReportWidget(widget) ? widget : null, form, sent: query.get(jobReportSent.param) === jobReportSent.value };
}

/**
 * docs/pages.md#reporting-a-job: a job the board does not list (or no job named) is the page's 404; once the report
 * was sent, the page thanks the visitor.
 */
async function reportJobContent(api: JobsApi, form: FormState | null, query: URLSearchParams): Promise<{ status: number; content: PageContent }> {
  const id = query.get('job') ?? '';
  if (!id) return { status: 404, content: { kind: 'report-job-not-found' } };
  const report = reportState(null, form, query);
  // Sent: only the thanks, whatever became of the job (a third scam report hides it at once).
  if (report.sent) return { status: 200, content: { kind: 'report-job', id, job: null, report } };
  const [answer, widget] = await Promise.all([apiAnswer(api, reportableJobPath(id)), okBody(api, reportWidgetPath)]);
  if (answer && namesNothing(answer.status)) return { status: 404, content: { kind: 'report-job-not-found' } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: { kind: 'report-job', id, job: isReportableJob(body) ? body : null, report: reportState(widget, form, query) } };
}

/** docs/postings.md#companies: an unknown company (or what cannot be a slug) is the page's 404. */
async function companyContent(api: JobsApi, slug: string): Promise<{ status: number; content: PageContent }> {
  if (!isCompanySlug(slug)) return { status: 404, content: { kind: 'company-not-found', slug } };
  const answer = await apiAnswer(api, companyApiPath(slug));
  if (answer && namesNothing(answer.status)) return { status: 404, content: { kind: 'company-not-found', slug } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: { kind: 'company', slug, company: isCompanyWithJobs(body) ? body : null } };
}

const postingLinkPurposes = Object.keys(postingLinkPaths) as PostingLinkPurpose[];

/** docs/postings.md#lifecycle: the posting a link's token names; a link that is no longer valid is the page's 404. */
async function postingLinkContent(api: JobsApi, purpose: PostingLinkPurpose, query: URLSearchParams): Promise<{ status: number; content: PageContent }> {
  const answer = await apiAnswer(api, managedPostingPath(purpose, query.get('token') ?? ''));
  if (answer && namesNothing(answer.status)) return { status: 404, content: { kind: 'posting-link-invalid', purpose } };
  const body = answer?.ok ? answer.body : undefined;
  const done = query.get('done') ?? '';
  return { status: 200, content: { kind: 'posting-link', purpose, answer: isManagePostingAnswer(body) ? body : null, done } };
}

/** `/post-job?edit=<manage token>`: the form filled with the posting, its token in the hidden `editToken`. */
async function editContent(api: JobsApi, query: URLSearchParams): Promise<{ status: number; content: PageContent }> {
  const token = query.get('edit');
  if (token === null) return { status: 200, content: { kind: 'post-job', form: null } };
  const answer = await apiAnswer(api, managedPostingPath('manage', token));
  if (!answer || answer.status >= 500) {
    const message = 'The posting this edit link names could not be loaded. Please try again in a moment.';
    return { status: 503, content: { kind: 'post-job', form: { values: {}, errors: { form: message } } } };
  }
  const body = answer.ok ? answer.body : undefined;
  if (isManagePostingAnswer(body) && body.form && body.posting.open) {
    return { status: 200, content: { kind: 'post-job', form: { values: { ...body.form, editToken: token }, errors: {} } } };
  }
  const message = 'This edit link is no longer valid: the posting has ended, or the link is not one we sent. You can post a new job here.';
  return { status: 404, content: { kind: 'post-job', form: { values: {}, errors: { form: message } } } };
}
