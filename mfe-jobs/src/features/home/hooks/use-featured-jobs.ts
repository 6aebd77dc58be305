import { featuredJobsMax, type BoardJob } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { fetchFeaturedJobs } from '../api/featured-jobs';

export type FeaturedJobsState = { status: 'loading' } | { status: 'ready'; jobs: BoardJob[] } | { status: 'failed' };

/** The home page's featured jobs, in the order the API gives them (it shuffles), at most `featuredJobsMax`. */
export function useFeaturedJobs(): FeaturedJobsState {
  const [state, setState] = useState<FeaturedJobsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchFeaturedJobs(controller.signal).then(
      (body) => {
        if (controller.signal.aborted) return;
        // An answer without a jobs list is treated as no jobs: the placeholders show.
        const jobs = Array.isArray(body?.jobs) ? body.jobs.slice(0, featuredJobsMax) : [];
        setState({ status: 'ready', jobs });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
