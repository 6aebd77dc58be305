import { ApiClientError } from '@rdj/shared/client';
import type { Category } from '@rdj/shared';
import { JobGrid } from '../../job-card/components/job-grid';
import { useJobPages } from '../hooks/use-job-pages';

/** Spec §8: the server's message when it sent one, else a generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.code !== 'http_error' ? error.message : 'Failed to load jobs';
}

/**
 * The category's job grid for one search (keyed by the page, so a new search starts again at page 1). Show More
 * appends the next page and stays while the last page said there are more.
 */
export function CategoryResults({ category, q }: { category: Category; q: string }) {
  const { jobs, page, more, status, error, loadMore } = useJobPages({ category: category.slug, q });
  const canShowMore = more && (status === 'ready' || (status === 'failed' && page > 0));
  return (
    <div className="stack" aria-busy={status === 'loading'}>
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
        <button type="button" className="btn btn-secondary jobs-show-more" onClick={loadMore}>
          Show More
        </button>
      )}
    </div>
  );
}
