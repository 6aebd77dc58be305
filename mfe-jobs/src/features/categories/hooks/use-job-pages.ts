import { shownPages, type BoardJob } from '@rdj/shared';
import { useCallback, useEffect, useState } from 'react';
import { usePageData } from '../../../page-data/context';
import type { JobsPageData } from '../../../page-data/types';
import { fetchJobPage, isJobListPage, jobListPath, type JobListFilter } from '../../../api/job-list';

export type JobPagesStatus = 'loading' | 'ready' | 'failed' | 'unexpected';

interface State {
  jobs: BoardJob[];
  /** The first page shown: 1, or later when the URL asked for a page past `maxShownPages`. */
  first: number;
  /** The last page loaded; 0 before the first one arrives. */
  page: number;
  more: boolean;
  status: JobPagesStatus;
  error: unknown;
  /** The page being requested, or null when nothing is in flight. */
  loading: number | null;
  /** The list loads on by itself up to this page (the page its URL asked for). */
  through: number;
}

export interface JobPages extends Omit<State, 'loading' | 'through'> {
  /** Requests the next page; does nothing while a page loads or after the last one. */
  loadMore: () => void;
}

/**
 * The pages of one category listing for one filter, appended as they arrive, up to page `through` (`?page=N`:
 * `shownPages(N)`) and then one more on each `loadMore`. Mount it again (a React `key`) for a new filter: that
 * resets the list. A page the filters emptied while the provider has more is skipped at once, so a list never
 * stops on an empty page that is not the last. Leaving aborts the request in flight. When the page came with
 * these pages (the edge's data), the list starts from them and asks for nothing until `loadMore`.
 */
export function useJobPages(filter: JobListFilter, through = 1): JobPages {
  // The filter is fixed for the life of the hook (see above); its path stands for it in the effect's dependencies.
  const filterKey = jobListPath(filter, 1);
  const initialPage = usePageData();
  const [state, setState] = useState<State>(() => seeded(initialPage, filter, through) ?? starting(through));
  const requested = state.loading;

  useEffect(() => {
    if (requested === null) return;
    const controller = new AbortController();
    fetchJobPage(filter, requested, controller.signal).then(
      (body) => {
        if (!controller.signal.aborted) setState((current) => received(current, requested, body));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed', error, loading: null }));
      },
    );
    return () => controller.abort();
  }, [filterKey, requested]);

  const loadMore = useCallback(() => {
    setState((current) =>
      current.loading !== null || !current.more || current.status === 'unexpected'
        ? current
        : { ...current, status: 'loading', error: null, loading: current.page + 1, through: current.page + 1 },
    );
  }, []);

  const { jobs, first, page, more, status, error } = state;
  return { jobs, first, page, more, status, error, loadMore };
}

function starting(through: number): State {
  const first = shownPages(through)[0] ?? 1;
  return { jobs: [], first, page: 0, more: true, status: 'loading', error: null, loading: first, through };
}

/** The list as the page's data shows it, when the data holds every page it shows; else null. */
function seeded(initialPage: JobsPageData | null, filter: JobListFilter, through: number): State | null {
  if (initialPage?.kind !== 'category') return null;
  const pages = shownPages(through);
  const bodies = pages.map((page) => initialPage.lists[jobListPath(filter, page)]);
  if (!bodies.every((body) => body !== undefined)) return null;
  return bodies.reduce<State>((state, body, i) => received(state, pages[i] ?? 1, body), { ...starting(through), loading: null });
}

function received(current: State, page: number, body: unknown): State {
  if (!isJobListPage(body)) return { ...current, status: 'unexpected', more: false, loading: null };
  // Provider pages can shift while a visitor reads; a job already listed is not shown twice.
  const listed = new Set(current.jobs.map((job) => job.id));
  const jobs = [...current.jobs, ...body.jobs.filter((job) => !listed.has(job.id))];
  const more = body.more === true;
  const goOn = more && (body.jobs.length === 0 || page < current.through);
  return { ...current, jobs, page, more, status: goOn ? 'loading' : 'ready', error: null, loading: goOn ? page + 1 : null };
}
