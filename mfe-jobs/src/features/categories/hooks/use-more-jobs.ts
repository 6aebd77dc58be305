import { useCallback, useEffect, useState } from 'react';
import { fetchJobPage, jobListPath, type JobListFilter } from '../../../api/job-list';
import { receivedPage, type JobPages } from '../job-pages';

interface MoreJobs extends Omit<JobPages, 'seen' | 'through' | 'loading' | 'asOf' | 'totalCount' | 'searchedFor' | 'refreshedAt'> {
  /** How many jobs the list shows in all, on the page and appended. */
  shown: number;
  /** Requests the next page; does nothing while a page loads or after the last one. */
  loadMore: () => void;
  error: unknown;
}

/**
 * A category list's island going on from where the edge left it (`start`, without the jobs the page already shows):
 * `jobs` are the ones it appends. It asks for the page the list still waits for at once, then one more on each
 * `loadMore`, each with the first page's `asOf` so the list keeps to that snapshot (docs/job-index.md#listing).
 * Leaving aborts the request in flight.
 */
export function useMoreJobs(filter: JobListFilter, start: JobPages): MoreJobs {
  const filterKey = jobListPath(filter, 1);
  const [state, setState] = useState<JobPages & { error: unknown }>(() => ({ ...start, jobs: [], error: null }));
  const requested = state.loading;
  const asOf = state.asOf;

  useEffect(() => {
    if (requested === null) return;
    const controller = new AbortController();
    fetchJobPage(filter, requested, asOf, controller.signal).then(
      (body) => {
        if (!controller.signal.aborted) setState((current) => ({ ...receivedPage(current, requested, body), error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed', error, loading: null }));
      },
    );
    return () => controller.abort();
    // The filter is fixed for the island's life; its path stands for it.
  }, [filterKey, requested, asOf]);

  const loadMore = useCallback(() => {
    setState((current) =>
      current.loading !== null || !current.more || current.status === 'unexpected'
        ? current
        : { ...current, status: 'loading', error: null, loading: current.page + 1, through: current.page + 1 },
    );
  }, []);

  const { jobs, first, page, more, status, error, seen } = state;
  return { jobs, first, page, more, status, error, shown: seen.length, loadMore };
}
