import type { CategoryListing } from '@rdj/shared';
import { InPlaceLink } from '@rdj/shared/islands';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { JobGrid } from '../../../components/job-grid';
import { endlessFilter } from '../../../api/job-list';
import { useAddressFollows } from '../hooks/use-address-follows';
import { useMoreJobs } from '../hooks/use-more-jobs';
import type { JobPages } from '../job-pages';
import { listingHref } from '../listing-href';

export interface EndlessMoreProps {
  category: string;
  /** The category page's own path. */
  path: string;
  listing: CategoryListing;
  /** Where the edge left the list, without the jobs the page shows. */
  start: JobPages;
  listId: string;
}

/**
 * The end of the endless list: its state, and "Load more jobs", a link to the next page's address (`?browse=N`)
 * which the edge renders without JavaScript. An island (`visible`): hydrated as the end comes near, it loads the
 * next page by itself when the end scrolls into view, appends it in place and the address follows.
 */
export function EndlessMore({ category, path, listing, start, listId }: EndlessMoreProps) {
  const { jobs, page, more, status, loadMore } = useMoreJobs(endlessFilter(category, listing), start);
  const sentinel = useRef<HTMLDivElement>(null);
  // Before JavaScript, a list whose last page the filters emptied (it would load on by itself) offers the next page.
  const stalled = !useHydrated() && status === 'loading' && page > 0;
  const waiting = status === 'ready' && more;
  const next = listingHref(path, listing, { browse: page + 1 });
  const follow = useAddressFollows(path, 'browse', page);

  useEffect(() => {
    const node = sentinel.current;
    if (!waiting || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      follow();
      loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [waiting, loadMore, follow, jobs.length]);

  return (
    <div className="stack" aria-busy={status === 'loading'}>
      <JobGrid jobs={jobs} variant="category" listId={listId} />
      <div ref={sentinel} className="jobs-endless-sentinel" />
      <div role="status">
        {status === 'loading' && <p className="muted">Loading more jobs...</p>}
        {status === 'ready' && !more && <p className="muted">No more jobs to load</p>}
        {status === 'unexpected' && <p>No jobs found. Please try again later.</p>}
      </div>
      {status === 'failed' && (
        <p role="alert" className="alert alert-error">
          Failed to load jobs. Please try again later.
        </p>
      )}
      {(waiting || (stalled && more)) && (
        <InPlaceLink
          className="btn btn-secondary"
          href={next}
          onFollow={() => {
            follow();
            loadMore();
          }}
        >
          Load more jobs
        </InPlaceLink>
      )}
    </div>
  );
}
