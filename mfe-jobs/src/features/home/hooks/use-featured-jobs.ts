import { featuredJobsMax, type BoardJob } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { usePageData } from '../../../page-data/context';
import { fetchFeaturedJobs, isFeaturedJobs } from '../../../api/featured-jobs';

export type FeaturedJobsState = { status: 'loading' } | { status: 'ready'; jobs: BoardJob[] } | { status: 'failed' };

/**
 * The home page's featured jobs, in the order the API gives them (it shuffles), at most `featuredJobsMax`. A page that
 * came with them starts ready and does not ask again.
 */
export function useFeaturedJobs(): FeaturedJobsState {
  const page = usePageData();
  const [fromPage] = useState(() => (page?.kind === 'home' ? page.featured : null));
  const [state, setState] = useState<FeaturedJobsState>(() =>
    fromPage ? { status: 'ready', jobs: fromPage.slice(0, featuredJobsMax) } : { status: 'loading' },
  );

  useEffect(() => {
    if (fromPage) return;
    const controller = new AbortController();
    fetchFeaturedJobs(controller.signal).then(
      (body) => {
        if (controller.signal.aborted) return;
        // An answer without a jobs list is treated as no jobs: the placeholders show.
        const jobs = isFeaturedJobs(body) ? body.jobs.slice(0, featuredJobsMax) : [];
        setState({ status: 'ready', jobs });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [fromPage]);

  return state;
}
