import type { BoardJob } from '@rdj/shared';
import { useCallback, useEffect, useState } from 'react';
import { useInitialPage } from '../../../page-data/context';
import { fetchJobPage, isJobListPage, jobListPath, type JobListFilter } from '../api/job-list';

export type JobPagesStatus = 'loading' | 'ready' | 'failed' | 'unexpected';

interface State {
  jobs: BoardJob[];
  /** The last page loaded; 0 before the first one arrives. */
  page: number;
  more: boolean;
  status: JobPagesStatus;
  error: unknown;
  /** The page being requested, or null when nothing is in flight. */
  loading: number | null;
}

export interface JobPages extends Omit<State, 'loading'> {
  /** Requests the next page; does nothing while a page loads or after the last one. */
  loadMore: () => void;
}

const start: State = { jobs: [], page: 0, more: true, status: 'loading', error: null, loading: 1 };

/**
 * The pages of one category listing for one filter, appended as they arrive. Mount it again (a React `key`) for a
 * new filter: that resets the list to page 1. A page the filters emptied while the provider has more is skipped
 * at once, so a list never stops on an empty page that is not the last. Leaving aborts the request in flight. When
 * the page came with this filter's first page, the list starts from it: only the pages after it are requested.
 */
export function useJobPages(filter: JobListFilter): JobPages {
  // The filter is fixed for the life of the hook (see above); its path stands for it in the effect's dependencies.
  const filterKey = jobListPath(filter, 1);
  const initialPage = useInitialPage();
  const [state, setState] = useState<State>(() =>
    initialPage?.kind === 'category' && initialPage.listPath === filterKey ? received(start, 1, initialPage.list) : start,
  );
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
        : { ...current, status: 'loading', error: null, loading: current.page + 1 },
    );
  }, []);

  const { jobs, page, more, status, error } = state;
  return { jobs, page, more, status, error, loadMore };
}

function received(current: State, page: number, body: unknown): State {
  if (!isJobListPage(body)) return { ...current, status: 'unexpected', more: false, loading: null };
  // Provider pages can shift while a visitor reads; a job already listed is not shown twice.
  const listed = new Set(current.jobs.map((job) => job.id));
  const jobs = [...current.jobs, ...body.jobs.filter((job) => !listed.has(job.id))];
  const more = body.more === true;
  const skip = more && body.jobs.length === 0;
  return { jobs, page, more, status: skip ? 'loading' : 'ready', error: null, loading: skip ? page + 1 : null };
}
