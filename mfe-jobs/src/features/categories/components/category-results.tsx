import { Island } from '@rdj/shared/islands';
import type { Category, CategoryListing } from '@rdj/shared';
import { JobGrid } from '../../../components/job-grid';
import type { JobPages } from '../job-pages';
import { listingHref } from '../listing-href';
import { JobTotal, ShowingResultsFor } from './list-summary';
import { ShowMore } from './show-more';

/**
 * The category's job grid for the page's search, with every page its URL asks for (`?page=N`), rendered at the edge:
 * the list's total and what it searched instead above it, and the cards, are static HTML; the list's end (its state
 * and Show More) is an island. No total when nothing matched: the list's end says so (docs/pages.md#category-listing-pages).
 */
export function CategoryResults({ category, listing, pages }: { category: Category; listing: CategoryListing; pages: JobPages }) {
  const listId = `category-${category.slug}-job`;
  return (
    <div className="stack">
      {pages.totalCount ? <JobTotal count={pages.totalCount} /> : null}
      <ShowingResultsFor q={listing.q} searchedFor={pages.searchedFor} />
      {pages.first > 1 && (
        <a className="btn btn-secondary jobs-show-earlier" href={listingHref(category.path, listing, { page: pages.first - 1 })}>
          Show earlier jobs
        </a>
      )}
      <JobGrid jobs={pages.jobs} variant="category" listId={listId} />
      <Island
        name="jobs:show-more"
        // A list the filters emptied goes on by itself once seen; otherwise it waits for the visitor's touch.
        when={pages.loading === null ? 'interaction' : 'visible'}
        component={ShowMore}
        props={{ category: category.slug, path: category.path, listing, start: { ...pages, jobs: [] }, listId }}
      />
    </div>
  );
}
