import type { Category } from '@rdj/shared';
import { InPlaceLink } from '@rdj/shared/page-data';
import { useHydrated } from '../../../page-data/context';
import { useEffect, useRef } from 'react';
import { JobGrid } from '../../../components/job-grid';
import { endlessFilter } from '../../../api/job-list';
import { useJobPages } from '../hooks/use-job-pages';
import { payPlaceKey, type Listing } from '../hooks/use-listing';
import { EndlessFilters } from './endless-filters';

/**
 * A second listing of the category that loads on by itself, narrowed by employment type and experience level (and
 * the page's salary floor and country). Its filters and page are in the URL too
 * (`?employment=…&experience=…&browse=N`), so without JavaScript the filters are a GET form and "Load more jobs" a
 * link, both rendered by the edge.
 */
export function EndlessList({ category, listing }: { category: Category; listing: Listing }) {
  const { employment, experience } = listing.listing;
  const headingId = `category-${category.slug}-all-heading`;
  return (
    <section className="container jobs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Browse all {category.name} jobs</h2>
      <div className="jobs-category-layout">
        <aside className="jobs-category-sidebar" aria-label="Filters">
          <EndlessFilters listing={listing.listing} onChange={(filters) => listing.show({ ...filters, browse: 1 }, 'filter')} />
        </aside>
        <EndlessResults
          key={`${employment.join(',')}|${experience.join(',')}|${payPlaceKey(listing.listing)}`}
          category={category}
          listing={listing}
        />
      </div>
    </section>
  );
}

/** One filter's pages; the next loads when the sentinel after the last card scrolls into view, or on the link. */
function EndlessResults({ category, listing }: { category: Category; listing: Listing }) {
  const { jobs, page, more, status, loadMore } = useJobPages(endlessFilter(category.slug, listing.listing), listing.listing.browse);
  const sentinel = useRef<HTMLDivElement>(null);
  // Before JavaScript, a list whose last page the filters emptied (it would load on by itself) offers the next page.
  const stalled = !useHydrated() && status === 'loading' && page > 0;
  const waiting = status === 'ready' && more;
  const { show } = listing;

  useEffect(() => {
    const node = sentinel.current;
    if (!waiting || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      loadMore();
      show({ browse: page + 1 }, 'grow');
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [waiting, loadMore, show, page, jobs.length]);

  return (
    <div className="stack" aria-busy={status === 'loading'}>
      <JobGrid jobs={jobs} variant="category" listId={`category-${category.slug}-all-job`} />
      <div ref={sentinel} className="jobs-endless-sentinel" />
      <div role="status" className="jobs-list-status">
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
          className="btn btn-secondary jobs-load-more"
          href={listing.hrefOf({ browse: page + 1 })}
          onFollow={() => {
            loadMore();
            show({ browse: page + 1 }, 'grow');
          }}
        >
          Load more jobs
        </InPlaceLink>
      )}
    </div>
  );
}
