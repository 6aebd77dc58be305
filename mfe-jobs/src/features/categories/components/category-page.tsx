import '../categories.css';
import { searchFilter, endlessFilter, alertSearchOf, endlessListCategories } from '../../../api/job-list';
import { Island } from '@rdj/shared/islands';
import type { BoardJob, Category, CategoryListing, JobListPage } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { listedPages } from '../job-pages';
import { listingHref } from '../listing-href';
import { AlertForm } from './alert-form';
import { CategoryResults } from './category-results';
import { EndlessList } from './endless-list';
import { JobsRefreshed } from './jobs-refreshed';
import { SalaryCountryFilters } from './salary-country-filters';
import { ScrollToTop } from './scroll-to-top';
import { SearchForm } from './search-form';

interface CategoryPageProps {
  category: Category;
  listing: CategoryListing;
  /** Each page of the lists the address shows, by request; null when they could not be loaded. */
  lists: Record<string, JobListPage<BoardJob>> | null;
}

/**
 * A category listing page (docs/pages.md#category-listing-pages), with the alert form for what it shows under its
 * search box (docs/alerts.md). Its URL holds what it shows (docs/pages.md, category pages): every search, filter and
 * page is an address the edge renders. The cards are static; the alert form and each list's end are islands. When
 * the jobs were last refreshed comes from the first page of the search list the edge loaded.
 */
export function CategoryPage({ category, listing, lists }: CategoryPageProps) {
  const headingId = `category-${category.slug}-heading`;
  const endless = endlessListCategories.includes(category.slug);
  const searched = lists && listedPages(lists, searchFilter(category.slug, listing), listing.page);
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>{category.title}</h1>
          <p className="muted">{category.description}</p>
          {searched && searched.asOf !== null && <JobsRefreshed refreshedAt={searched.refreshedAt} />}
        </div>
      </section>
      <section className="container jobs-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {category.name} jobs
        </h2>
        <div className="jobs-category-layout">
          <aside className="jobs-category-sidebar jobs-search-sidebar">
            <SearchForm listing={listing} />
            <SalaryCountryFilters listing={listing} />
            <Island
              name="jobs:alert-form"
              when="interaction"
              component={AlertForm}
              props={{ search: alertSearchOf(category.slug, listing), leavesOut: listing.salary !== null || listing.from !== null }}
            />
          </aside>
          {searched ? (
            <CategoryResults category={category} listing={listing} pages={searched} />
          ) : (
            <LoadFailed message="Failed to load jobs" href={listingHref(category.path, listing, {})} />
          )}
        </div>
      </section>
      {endless && lists && <EndlessList category={category} listing={listing} pages={listedPages(lists, endlessFilter(category.slug, listing), listing.browse)} />}
      <ScrollToTop />
    </>
  );
}
