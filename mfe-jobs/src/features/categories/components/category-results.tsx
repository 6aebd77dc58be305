import { ApiClientError } from '@rdj/shared/client';
import type { Category } from '@rdj/shared';
import { InPlaceLink } from '@rdj/shared/page-data';
import { useHydrated } from '../../../page-data/context';
import { JobGrid } from '../../../components/job-grid';
import { searchFilter } from '../../../api/job-list';
import { useJobPages } from '../hooks/use-job-pages';
import type { Listing } from '../hooks/use-listing';

/** docs/errors.md#public-pages: the server's message when it sent one, else a generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.code !== 'http_error' ? error.message : 'Failed to load jobs';
}

/**
 * The category's job grid for one search (keyed by the search, so a new one starts again at page 1), with the
 * pages its URL asks for (`?page=N`). Show More is a link to the next page's address, which the edge renders
 * without JavaScript; with it, the next page is appended in place and the address follows. It stays while the
 * last page said there are more.
 */
export function CategoryResults({ category, listing }: { category: Category; listing: Listing }) {
  const { jobs, first, page, more, status, error, loadMore } = useJobPages(searchFilter(category.slug, listing.listing), listing.listing.page);
  // Before JavaScript, a list whose last page the filters emptied (it would load on by itself) offers the next page.
  const stalled = !useHydrated() && status === 'loading' && page > 0;
  const canShowMore = more && (status === 'ready' || stalled || (status === 'failed' && page > 0));
  return (
    <div className="stack" aria-busy={status === 'loading'}>
      {first > 1 && (
        <a className="btn btn-secondary jobs-show-earlier" href={listing.hrefOf({ page: first - 1 })}>
          Show earlier jobs
        </a>
      )}
      <JobGrid jobs={jobs} variant="category" listId={`category-${category.slug}-job`} />
      <div role="status" className="jobs-list-status">
        {status === 'loading' && <p className="muted">Loading more jobs...</p>}
        {status === 'ready' && jobs.length === 0 && !more && <p>No jobs found matching your search</p>}
        {status === 'unexpected' && <p>No jobs found</p>}
      </div>
      {status === 'failed' && (
        <p role="alert" className="alert alert-error">
          {failureText(error)}
        </p>
      )}
      {canShowMore && (
        <InPlaceLink
          className="btn btn-secondary jobs-show-more"
          href={listing.hrefOf({ page: page + 1 })}
          onFollow={() => {
            loadMore();
            listing.show({ page: page + 1 }, 'grow');
          }}
        >
          Show More
        </InPlaceLink>
      )}
    </div>
  );
}
