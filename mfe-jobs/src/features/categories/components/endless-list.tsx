import { Island } from '@rdj/shared/islands';
import type { Category, CategoryListing } from '@rdj/shared';
import { JobGrid } from '../../../components/job-grid';
import type { JobPages } from '../job-pages';
import { EndlessFilters } from './endless-filters';
import { EndlessMore } from './endless-more';
import { JobTotal } from './list-summary';

/**
 * A second listing of the category that loads on by itself, narrowed by employment type and experience level (and
 * the page's salary floor and country). Its filters and page are in the URL too (`?employment=…&experience=…
 * &browse=N`): the filters are a GET form and "Load more jobs" a link, both rendered by the edge. Its total and the
 * cards it shows are static HTML; its end is an island.
 */
export function EndlessList({ category, listing, pages }: { category: Category; listing: CategoryListing; pages: JobPages }) {
  const headingId = `category-${category.slug}-all-heading`;
  const listId = `category-${category.slug}-all-job`;
  return (
    <section className="container jobs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Browse all {category.name} jobs</h2>
      <div className="jobs-category-layout">
        <aside className="jobs-category-sidebar" aria-label="Filters">
          <EndlessFilters listing={listing} />
        </aside>
        <div className="stack">
          {pages.totalCount !== null && <JobTotal count={pages.totalCount} />}
          <JobGrid jobs={pages.jobs} variant="category" listId={listId} />
          <Island
            name="jobs:endless-more"
            when="visible"
            component={EndlessMore}
            props={{ category: category.slug, path: category.path, listing, start: { ...pages, jobs: [] }, listId }}
          />
        </div>
      </div>
    </section>
  );
}
