import '../categories.css';
import type { Category } from '@rdj/shared';
import { useState } from 'react';
import { CategoryResults } from './category-results';
import { EndlessList, endlessListCategories } from './endless-list';
import { ScrollToTop } from './scroll-to-top';
import { SearchForm } from './search-form';

/**
 * A category listing page (spec §2). The route keys it by category, so changing category starts afresh: page,
 * results and search text. Each search remounts the results, which starts them again at page 1.
 */
export function CategoryPage({ category }: { category: Category }) {
  const [search, setSearch] = useState({ q: '', count: 0 });
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
          <aside className="jobs-category-sidebar">
            <SearchForm onSearch={(q) => setSearch((current) => ({ q, count: current.count + 1 }))} />
          </aside>
          <CategoryResults key={search.count} category={category} q={search.q} />
        </div>
      </section>
      {endlessListCategories.includes(category.slug) && <EndlessList category={category} />}
      <ScrollToTop />
    </>
  );
}
