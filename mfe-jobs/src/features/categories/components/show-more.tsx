import { ApiClientError } from '@rdj/shared/client';
import type { CategoryListing } from '@rdj/shared';
import { InPlaceLink } from '@rdj/shared/islands';
import { useHydrated } from '../../../hooks/use-hydrated';
import { JobGrid } from '../../../components/job-grid';
import { searchFilter } from '../../../api/job-list';
import { useAddressFollows } from '../hooks/use-address-follows';
import { useMoreJobs } from '../hooks/use-more-jobs';
import type { JobPages } from '../job-pages';
import { listingHref } from '../listing-href';

export interface ShowMoreProps {
  category: string;
  /** The category page's own path. */
  path: string;
  listing: CategoryListing;
  /** Where the edge left the list, without the jobs the page shows. */
  start: JobPages;
  listId: string;
}

/** docs/errors.md#public-pages: the server's message when it sent one, else a generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.code !== 'http_error' ? error.message : 'Failed to load jobs';
}

/**
 * The end of the category's search list: its state, and Show More, a link to the next page's address, which the
 * edge renders without JavaScript (docs/pages.md, category pages). An island (`interaction`): hydrated, it appends the
 * next page in place above the link and the address follows. It stays while the last page said there are more.
 */
export function ShowMore({ category, path, listing, start, listId }: ShowMoreProps) {
  const { jobs, page, more, status, error, shown, loadMore } = useMoreJobs(searchFilter(category, listing), start);
  // Before JavaScript, a list whose last page the filters emptied (it would load on by itself) offers the next page.
  const stalled = !useHydrated() && status === 'loading' && page > 0;
  const canShowMore = more && (status === 'ready' || stalled || (status === 'failed' && page > 0));
  const next = listingHref(path, listing, { page: page + 1 });
  const follow = useAddressFollows(path, 'page', page);
  return (
    <div className="stack" aria-busy={status === 'loading'}>
      <JobGrid jobs={jobs} variant="category" listId={listId} />
      <div role="status">
        {status === 'loading' && <p className="muted">Loading more jobs...</p>}
        {status === 'ready' && shown === 0 && !more && <p>No jobs found matching your search</p>}
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
          href={next}
          onFollow={() => {
            follow();
            loadMore();
          }}
        >
          Show More
        </InPlaceLink>
      )}
    </div>
  );
}
