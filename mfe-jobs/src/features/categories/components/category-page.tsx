import '../categories.css';
import type { Category } from '@rdj/shared';
import { alertSearchOf, endlessListCategories } from '../../../api/job-list';
import { useListing } from '../hooks/use-listing';
import { AlertForm } from './alert-form';
import { CategoryResults } from './category-results';
import { EndlessList } from './endless-list';
import { SalaryCountryFilters } from './salary-country-filters';
import { ScrollToTop } from './scroll-to-top';
import { SearchForm } from './search-form';

/**
 * A category listing page (docs/pages.md#category-listing-pages), with the alert form for what it shows under its
 * search box (docs/alerts.md). Its URL holds what it shows (docs/pages.md, category pages), so each state is
 * an address the edge renders without JavaScript. The route keys it by category, so changing category starts
 * afresh; each search remounts the results, which starts them again at page 1.
 */
export function CategoryPage({ category }: { category: Category }) {
  const listing = useListing();
  const headingId = `category-${category.slug}-heading`;
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>{category.title}</h1>
          <p className="muted">{category.description}</p>
        </div>
      </section>
      <section className="container jobs-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {category.name} jobs
        </h2>
        <div className="jobs-category-layout">
          <aside className="jobs-category-sidebar jobs-search-sidebar">
            <SearchForm listing={listing.listing} onSearch={(q) => listing.show({ q, page: 1 }, 'search')} />
            <SalaryCountryFilters listing={listing.listing} onChange={(next) => listing.show({ ...next, page: 1, browse: 1 }, 'filter')} />
            <AlertForm
              search={alertSearchOf(category.slug, listing.listing)}
              leavesOut={listing.listing.salary !== null || listing.listing.from !== null}
            />
          </aside>
          <CategoryResults key={listing.searchKey} category={category} listing={listing} />
        </div>
      </section>
      {endlessListCategories.includes(category.slug) && <EndlessList category={category} listing={listing} />}
      <ScrollToTop />
    </>
  );
}
