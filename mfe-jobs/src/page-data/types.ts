import type { BoardJob, BoardPosting, CompanyWithJobs, FormState, JobListPage, ManagePostingAnswer, PostingLinkPurpose } from '@rdj/shared';

/**
 * What the edge rendered a jobs page from, written into the page for the browser to hydrate the same markup. `path` is
 * the pathname and search it was loaded for; `now` the ISO time the server rendered at, so relative dates ("Updated
 * Today", the New badge) come out the same in the browser's first render. `none` is a page that came without data:
 * its hooks fetch after hydration, as they do in a page the browser renders alone.
 */
export type JobsPageData = { path: string; now: string } & JobsPageContent;

/** The data of each kind of page, by the route that renders it. */
export type JobsPageContent =
  /** `/`: the featured jobs as `/api/jobs/featured` answered them. */
  | { kind: 'home'; featured: BoardJob[] }
  /** A category page: each page of its lists it shows, by the request (`/api/jobs?…`) that answered it. */
  | { kind: 'category'; lists: Record<string, JobListPage<BoardJob>> }
  /** `/jobs/:id`: the approved posting `id` (the path's own spelling). */
  | { kind: 'posting'; id: string; posting: BoardPosting }
  /** `/jobs/:id` when no approved, open posting has that id. */
  | { kind: 'posting-not-found'; id: string }
  /** `/companies/:slug`: the company and its open postings (docs/postings.md#companies). */
  | { kind: 'company'; slug: string; company: CompanyWithJobs }
  /** `/companies/:slug` when no company has that slug. */
  | { kind: 'company-not-found'; slug: string }
  /** `/redirect?url=…&sig=…`: whether the worker signed `url` (the query's values as given). */
  | { kind: 'redirect'; url: string; sig: string; signed: boolean }
  /**
   * `/post-job` rendered again for a posting the edge refused: what was typed and the messages (docs/pages.md); or
   * `/post-job?edit=…`, the form filled with the posting the manage link names (docs/postings.md#lifecycle).
   */
  | { kind: 'post-job'; form: FormState }
  /** `/postings/manage|renew|close?token=…`: the posting the link names (docs/postings.md#lifecycle). */
  | { kind: 'posting-link'; answer: ManagePostingAnswer }
  /** Those pages for a link that is no longer valid (404). */
  | { kind: 'posting-link-invalid'; purpose: PostingLinkPurpose }
  /** `/post-job`, a path the routes do not own, or data that could not be loaded. */
  | { kind: 'none' };
