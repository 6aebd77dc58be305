import type { ReportState } from '../components/report-form';
import type {
  BoardJob,
  BoardPosting,
  CategoryListing,
  CompanyWithJobs,
  FormState,
  JobListPage,
  ManagePostingAnswer,
  PostingLinkPurpose,
  RedirectTarget,
  ReportableJob,
} from '@rdj/shared';

/**
 * What the edge renders a jobs page from (docs/pages.md, page data): `path` is the pathname and search it was loaded
 * for. A value the edge could not load is null: the page says so, and answers 503.
 */
export type JobsPageData = { path: string } & JobsPageContent;

/** The data of each kind of page, by the address that shows it. */
export type JobsPageContent =
  /** `/`: the featured jobs as `/api/jobs/featured` answered them. */
  | { kind: 'home'; featured: BoardJob[] | null }
  /** A category page: the listing its address asks for, and each page of its lists, by the request that answered it. */
  | { kind: 'category'; slug: string; listing: CategoryListing; lists: Record<string, JobListPage<BoardJob>> | null }
  /** `/jobs/:id`: the approved posting `id` (the path's own spelling), and its report form (docs/pages.md#reporting-a-job). */
  | { kind: 'posting'; id: string; posting: BoardPosting | null; report: ReportState }
  /** `/jobs/:id` when no approved posting has that id. */
  | { kind: 'posting-not-found'; id: string }
  /** `/report-job?job=<id>`: a provider job's report form (docs/pages.md#reporting-a-job); once sent, no job is asked. */
  | { kind: 'report-job'; id: string; job: ReportableJob | null; report: ReportState }
  /** `/report-job` for a job the board does not list (closed, unknown, or no id). */
  | { kind: 'report-job-not-found' }
  /** `/companies/:slug`: the company and its open postings (docs/postings.md#companies). */
  | { kind: 'company'; slug: string; company: CompanyWithJobs | null }
  /** `/companies/:slug` when no company has that slug. */
  | { kind: 'company-not-found'; slug: string }
  /** `/redirect?url=…&sig=…`: where the link leads (null: nowhere), and whether the worker signed it. */
  | { kind: 'redirect'; target: RedirectTarget | null; signed: boolean }
  /**
   * `/post-job`; rendered again for a posting the edge refused, what was typed and the messages (docs/pages.md); or
   * `/post-job?edit=…`, the form filled with the posting the manage link names (docs/postings.md#lifecycle).
   */
  | { kind: 'post-job'; form: FormState | null }
  /**
   * `/postings/manage|renew|close|still-hiring?token=…`: the posting the link names, and what the last button did
   * (`done`).
   */
  | { kind: 'posting-link'; purpose: PostingLinkPurpose; answer: ManagePostingAnswer | null; done: string }
  /** Those pages for a link that is no longer valid (404). */
  | { kind: 'posting-link-invalid'; purpose: PostingLinkPurpose }
  /** A path the jobs remote does not own (404). */
  | { kind: 'none' };

/** Whether the page lacks data the edge could not load: it says so, and is answered 503 and never cached. */
export function isUnloaded(page: JobsPageContent): boolean {
  switch (page.kind) {
    case 'home':
      return page.featured === null;
    case 'category':
      return page.lists === null;
    case 'posting':
      return page.posting === null;
    case 'company':
      return page.company === null;
    case 'report-job':
      return page.job === null && !page.report.sent;
    case 'posting-link':
      return page.answer === null;
    default:
      return false;
  }
}
