import { categories, categoryListingOf, isCompanySlug, isPostingId, postingLinkPaths, redirectTarget, type PostingLinkPurpose, type BoardJob, type FormState, type JobListPage } from '@rdj/shared';
import { apiAnswer, okBody, type PageApi } from '@rdj/shared/page-data';
import { matchPath } from '@rdj/router';
import { isJobListPage, listingPaths } from '../api/job-list';
import { featuredJobsPath, isFeaturedJobs } from '../api/featured-jobs';
import { isBoardPosting, postingApiPath } from '../api/get-posting';
import { isRedirectCheck, redirectCheckPath } from '../api/check-redirect';
import { isManagePostingAnswer, managedPostingPath } from '../features/manage-posting/api/managed-posting';
import { companyApiPath, isCompanyWithJobs } from '../api/get-company';
import type { JobsPageContent as PageContent, JobsPageData } from './types';

/** How the edge reaches the gateway: `api('/api/jobs/featured')` answers what the browser's request would. */
export type JobsApi = PageApi;

export interface LoadedJobsPage {
  /** 200, or 404 for a posting that does not exist and for a path `JobsRoutes` does not own. */
  status: number;
  page: JobsPageData;
}

/**
 * The data `JobsRoutes` renders `url` from on the server, and the status of the page. It never throws: when the API
 * fails, cannot be reached or answers something the page's hook would not show as a result, the page comes without
 * data (`kind: 'none'`), so the server renders the page's loading state and the browser asks again after hydration,
 * exactly as in a page it renders alone. A missing posting is the one failure the page shows as it is (404).
 *
 * `form` is the state of a posting the edge refused, which `/post-job` shows again.
 *
 * @example const { status, page } = await loadJobsPage(new URL(request.url), (path) => gateway.fetch(origin + path));
 */
export async function loadJobsPage(url: URL, api: JobsApi, form: FormState | null = null): Promise<LoadedJobsPage> {
  const { status, content } = await contentOf(url, api, form);
  return { status, page: { path: url.pathname + url.search, now: new Date().toISOString(), ...content } };
}

const none: PageContent = { kind: 'none' };

async function contentOf(url: URL, api: JobsApi, form: FormState | null): Promise<{ status: number; content: PageContent }> {
  const { pathname } = url;
  // The same patterns as the routes: case-insensitive, a trailing slash allowed.
  if (matchPath('/', pathname)) return { status: 200, content: await homeContent(api) };
  const category = categories.find((c) => [c.path, ...(c.aliases ?? [])].some((path) => matchPath(path, pathname)));
  if (category) return { status: 200, content: await categoryContent(api, category.slug, url.searchParams) };
  if (matchPath('/redirect', pathname)) return { status: 200, content: await redirectContent(api, url.searchParams) };
  if (matchPath('/post-job', pathname)) return form ? { status: 200, content: { kind: 'post-job', form } } : editContent(api, url.searchParams);
  const purpose = postingLinkPurposes.find((candidate) => matchPath(postingLinkPaths[candidate], pathname));
  if (purpose) return postingLinkContent(api, purpose, url.searchParams.get('token') ?? '');
  const id = matchPath('/jobs/:id', pathname)?.params.id;
  if (id !== undefined) return postingContent(api, id);
  const slug = matchPath('/companies/:slug', pathname)?.params.slug;
  if (slug !== undefined) return companyContent(api, slug);
  return { status: 404, content: none };
}

async function homeContent(api: JobsApi): Promise<PageContent> {
  const body = await okBody(api, featuredJobsPath);
  return isFeaturedJobs(body) ? { kind: 'home', featured: body.jobs } : none;
}

/** Every page of the lists the URL's listing shows, asked at once; all of them, or none and the browser asks. */
async function categoryContent(api: JobsApi, slug: string, query: URLSearchParams): Promise<PageContent> {
  const paths = listingPaths(slug, categoryListingOf(query));
  const bodies = await Promise.all(paths.map((path) => okBody(api, path)));
  const lists: Record<string, JobListPage<BoardJob>> = {};
  for (const [i, path] of paths.entries()) {
    const body = bodies[i];
    if (!isJobListPage(body)) return none;
    lists[path] = body;
  }
  return { kind: 'category', lists };
}

/** Only a link with a signature is checked; the page decides the others (unsigned, or home) without asking. */
async function redirectContent(api: JobsApi, query: URLSearchParams): Promise<PageContent> {
  const target = redirectTarget(query);
  if (!target?.sig) return none;
  const body = await okBody(api, redirectCheckPath(target.url, target.sig));
  return isRedirectCheck(body) ? { kind: 'redirect', url: target.url, sig: target.sig, signed: body.signed } : none;
}

async function postingContent(api: JobsApi, id: string): Promise<{ status: number; content: PageContent }> {
  if (!isPostingId(id)) return { status: 404, content: { kind: 'posting-not-found', id } };
  const answer = await apiAnswer(api, postingApiPath(id));
  if (answer?.status === 404) return { status: 404, content: { kind: 'posting-not-found', id } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: isBoardPosting(body) ? { kind: 'posting', id, posting: body } : none };
}

/** docs/postings.md#companies: an unknown company (or what cannot be a slug) is the page's 404. */
async function companyContent(api: JobsApi, slug: string): Promise<{ status: number; content: PageContent }> {
  if (!isCompanySlug(slug)) return { status: 404, content: { kind: 'company-not-found', slug } };
  const answer = await apiAnswer(api, companyApiPath(slug));
  if (answer?.status === 404) return { status: 404, content: { kind: 'company-not-found', slug } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: isCompanyWithJobs(body) ? { kind: 'company', slug, company: body } : none };
}

const postingLinkPurposes = Object.keys(postingLinkPaths) as PostingLinkPurpose[];

/** docs/postings.md#lifecycle: the posting a link's token names; a link that is no longer valid is the page's 404. */
async function postingLinkContent(api: JobsApi, purpose: PostingLinkPurpose, token: string): Promise<{ status: number; content: PageContent }> {
  const answer = await apiAnswer(api, managedPostingPath(purpose, token));
  if (answer?.status === 404) return { status: 404, content: { kind: 'posting-link-invalid', purpose } };
  const body = answer?.ok ? answer.body : undefined;
  return { status: 200, content: isManagePostingAnswer(body) ? { kind: 'posting-link', answer: body } : none };
}

/** `/post-job?edit=<manage token>`: the form filled with the posting, its token in the hidden `editToken`. */
async function editContent(api: JobsApi, query: URLSearchParams): Promise<{ status: number; content: PageContent }> {
  const token = query.get('edit');
  if (token === null) return { status: 200, content: none };
  const answer = await apiAnswer(api, managedPostingPath('manage', token));
  if (!answer || answer.status >= 500) return { status: 200, content: none };
  const body = answer.ok ? answer.body : undefined;
  if (isManagePostingAnswer(body) && body.form && body.posting.open) {
    return { status: 200, content: { kind: 'post-job', form: { values: { ...body.form, editToken: token }, errors: {} } } };
  }
  const message = 'This edit link is no longer valid: the posting has ended, or the link is not one we sent. You can post a new job here.';
  return { status: 404, content: { kind: 'post-job', form: { values: {}, errors: { form: message } } } };
}
