import { shownPages, type BoardJob, type JobListPage } from '@rdj/shared';
import { isJobListPage, shownPagesPath, type JobListFilter } from '../../api/job-list';

type JobPagesStatus = 'loading' | 'ready' | 'failed' | 'unexpected';

/**
 * Where a category list stands: the jobs it shows, its pages, and what it waits for. The edge computes it from the
 * pages it loaded (`listedPages`); the list's island goes on from it in the browser (`useMoreJobs`).
 */
export interface JobPages {
  jobs: BoardJob[];
  /** The ids of every job shown so far, on the page and by the island: a job is never shown twice. */
  seen: string[];
  /** The first page shown: 1, or later when the URL asked for a page past `maxShownPages`. */
  first: number;
  /** The last page loaded; 0 before the first one arrives. */
  page: number;
  more: boolean;
  status: JobPagesStatus;
  /** The page being requested, or null when nothing is in flight. */
  loading: number | null;
  /** The list loads on by itself up to this page (the page its URL asked for). */
  through: number;
  /**
   * The rest is what the first page received said of the whole list (docs/pages.md#category-listing-pages). `asOf`
   * is the snapshot later pages ask for (docs/job-index.md#listing); null before the first page.
   */
  asOf: number | null;
  /** The true number of jobs the list holds; null before the first page. */
  totalCount: number | null;
  /** Each word of the search no job holds, with the word searched instead; {} when none. */
  searchedFor: Record<string, string>;
  /** When the job index last took in the provider's jobs (ISO); null before its first refresh, or before a page. */
  refreshedAt: string | null;
}

/** A list before any page: it asks for its first shown page, up to page `through` (`?page=N`: `shownPages(N)`). */
export function startingPages(through: number): JobPages {
  const first = shownPages(through)[0] ?? 1;
  return {
    jobs: [],
    seen: [],
    first,
    page: 0,
    more: true,
    status: 'loading',
    loading: first,
    through,
    asOf: null,
    totalCount: null,
    searchedFor: {},
    refreshedAt: null,
  };
}

/** A whole number of 0 or more, else null. */
const wholeOrNull = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

/** What a list's first page says of the whole list; the body is not trusted beyond `isJobListPage`. */
function listFacts(body: JobListPage<BoardJob>): Pick<JobPages, 'asOf' | 'totalCount' | 'searchedFor' | 'refreshedAt'> {
  const { asOf, totalCount, searchedFor, refreshedAt } = body as Partial<Record<keyof JobListPage, unknown>>;
  const words = typeof searchedFor === 'object' && searchedFor !== null ? Object.entries(searchedFor) : [];
  return {
    asOf: wholeOrNull(asOf),
    totalCount: wholeOrNull(totalCount),
    searchedFor: Object.fromEntries(words.filter(([, instead]) => typeof instead === 'string')),
    refreshedAt: typeof refreshedAt === 'string' ? refreshedAt : null,
  };
}

/**
 * The list after `page` answered `body`. The first page received sets what the list says of itself (`listFacts`).
 * A job already shown is not shown again (a page asked at the listing's snapshot repeats none; a job can still move
 * while a ranked order is read afresh). An empty page that says more follow (the API no longer sends one) is gone
 * past at once, and the list loads on by itself up to `through`.
 */
export function receivedPage(current: JobPages, page: number, body: unknown): JobPages {
  if (!isJobListPage(body)) return { ...current, status: 'unexpected', more: false, loading: null };
  const seen = new Set(current.seen);
  const fresh = body.jobs.filter((job) => !seen.has(job.id));
  const more = body.more === true;
  const goOn = more && (body.jobs.length === 0 || page < current.through);
  return {
    ...current,
    ...(current.page === 0 ? listFacts(body) : {}),
    jobs: [...current.jobs, ...fresh],
    seen: [...current.seen, ...fresh.map((job) => job.id)],
    page,
    more,
    status: goOn ? 'loading' : 'ready',
    loading: goOn ? page + 1 : null,
  };
}

/**
 * The list as the edge loaded it (docs/pages.md, category pages): every page its URL asks for, from the one answer
 * that holds them all (`shownPagesPath`), received as its last page.
 */
export function listedPages(lists: Record<string, JobListPage<BoardJob>>, filter: JobListFilter, through: number): JobPages {
  return receivedPage({ ...startingPages(through), loading: null }, through, lists[shownPagesPath(filter, through)]);
}
