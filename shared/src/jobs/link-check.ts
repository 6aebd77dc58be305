/**
 * The apply-link check's rules (docs/job-index.md#link-checks): what one check's answer means for its job. The worker
 * fetches the link (workers/src/link-checks/); these decide.
 */

/** Checks in a row that answer 404 or 410 before the job is closed: one such answer alone closes nothing. */
export const goneChecksToClose = 2;
/** Redirects one check follows; a link that redirects more is an error, not an answer. */
export const linkCheckMaxRedirects = 5;

/** What one check of a link found. */
export type LinkAnswer =
  | { kind: 'live' }
  | { kind: 'gone'; status: number }
  /** It redirects to a site's front page or a generic careers page: flagged for review. */
  | { kind: 'landing'; url: string }
  /** No answer that says anything of the job (5xx, 429, 403, a timeout, the network, too many redirects). */
  | { kind: 'error'; reason: string };

/** Paths (lower case, without slashes at either end) of careers pages that name no job. */
const genericPaths = new Set([
  'careers',
  'career',
  'jobs',
  'job',
  'join',
  'join-us',
  'joinus',
  'work-with-us',
  'openings',
  'open-positions',
  'positions',
  'vacancies',
  'hiring',
  'about/careers',
  'about/jobs',
  'company/careers',
  'careers/jobs',
  'careers/search',
  'jobs/search',
]);

/** A locale in front of a path (`en/`, `de-de/`), and a page's file ending (`.html`), left out when comparing. */
const localePrefix = /^[a-z]{2}(?:[-_][a-z]{2})?\//;
const fileEnding = /\.(?:html?|php|aspx?)$/;

/**
 * Whether `url` is a site's front page (path `/`) or a generic careers page (`/careers`, `/jobs`, `/en/careers.html`)
 * with no query naming a job: a redirect there means the job's own page is gone. Tracking parameters (`utm_…`) do
 * not name a job.
 */
export function isLandingPage(url: URL): boolean {
  const query = [...url.searchParams.keys()].filter((name) => !name.toLowerCase().startsWith('utm_'));
  if (query.length > 0) return false;
  const path = url.pathname.toLowerCase().replace(/^\/+|\/+$/g, '').replace(fileEnding, '');
  const bare = `${path}/`.replace(localePrefix, '').replace(/\/$/, '');
  return bare === '' || genericPaths.has(bare);
}

/** What the final answer of a check means: `redirected` when it came after at least one redirect, from `url`. */
export function linkAnswer(status: number, redirected: boolean, url: URL): LinkAnswer {
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status < 200 || status > 299) return { kind: 'error', reason: `HTTP ${status}` };
  return redirected && isLandingPage(url) ? { kind: 'landing', url: url.href } : { kind: 'live' };
}

/** The host a link's checks are paced by (lower case), or null for a link that is not http(s). */
export function linkHost(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** An open job whose link now lands on a front or careers page, as the admin reviews it (`GET /api/admin/link-checks`). */
export interface FlaggedLink {
  /** The index's key: `posting:<id>`, `provider:<id>`, `apply:<apply key>`. */
  key: string;
  title: string;
  company: string | null;
  link: string;
  /** Where the link now lands. */
  flaggedTo: string;
  flaggedAt: string;
  /** A posting's own page; null for a provider job. */
  postingPath: string | null;
}

/** `GET /api/admin/link-checks`: the flagged jobs, the most recently flagged first, at most `flaggedLinksShown`. */
export interface FlaggedLinks {
  flagged: FlaggedLink[];
}
export const flaggedLinksShown = 50;
