import { shownPages, type BoardJob, type JobListPage } from '@rdj/shared';
import { isJobListPage, jobListPath, type JobListFilter } from '../../api/job-list';

export type JobPagesStatus = 'loading' | 'ready' | 'failed' | 'unexpected';

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
}

/** A list before any page: it asks for its first shown page, up to page `through` (`?page=N`: `shownPages(N)`). */
export function startingPages(through: number): JobPages {
  const first = shownPages(through)[0] ?? 1;
  return { jobs: [], seen: [], first, page: 0, more: true, status: 'loading', loading: first, through };
}

/**
 * The list after `page` answered `body`. Provider pages can shift while a visitor reads: a job already shown is not
 * shown again. A page the filters emptied while the provider has more is skipped at once, so a list never stops on
 * an empty page that is not the last, and the list loads on by itself up to `through`.
 */
export function receivedPage(current: JobPages, page: number, body: unknown): JobPages {
  if (!isJobListPage(body)) return { ...current, status: 'unexpected', more: false, loading: null };
  const seen = new Set(current.seen);
  const fresh = body.jobs.filter((job) => !seen.has(job.id));
  const more = body.more === true;
  const goOn = more && (body.jobs.length === 0 || page < current.through);
  return {
    ...current,
    jobs: [...current.jobs, ...fresh],
    seen: [...current.seen, ...fresh.map((job) => job.id)],
    page,
    more,
    status: goOn ? 'loading' : 'ready',
    loading: goOn ? page + 1 : null,
  };
}

/** The list as the pages the edge loaded show it (docs/pages.md, category pages): every page its URL asks for. */
export function listedPages(lists: Record<string, JobListPage<BoardJob>>, filter: JobListFilter, through: number): JobPages {
  const start: JobPages = { ...startingPages(through), loading: null };
  return shownPages(through).reduce((state, page) => receivedPage(state, page, lists[jobListPath(filter, page)]), start);
}
