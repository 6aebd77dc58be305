import type { Category } from '@rdj/shared';
import { useEffect, useRef, useState } from 'react';
import { JobGrid } from '../../job-card/components/job-grid';
import { useJobPages } from '../hooks/use-job-pages';
import { EndlessFilters, type EndlessFilterValues } from './endless-filters';

/** Spec §2: only these category pages nest the endless list. */
export const endlessListCategories: readonly string[] = ['graphic-design', 'ux-ui-design', 'freelance-design'];

/** A second listing of the category that loads on by itself, narrowed by employment type and experience level. */
export function EndlessList({ category }: { category: Category }) {
  const [filters, setFilters] = useState<EndlessFilterValues>({ employment: [], experience: [] });
  const headingId = `category-${category.slug}-all-heading`;
  return (
    <section className="container jobs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Browse all {category.name} jobs</h2>
      <div className="jobs-category-layout">
        <aside className="jobs-category-sidebar" aria-label="Filters">
          <EndlessFilters value={filters} onChange={setFilters} />
        </aside>
        <EndlessResults
          key={`${filters.employment.join(',')}|${filters.experience.join(',')}`}
          category={category}
          filters={filters}
        />
      </div>
    </section>
  );
}

/** One filter's pages; the next loads when the sentinel after the last card scrolls into view. */
function EndlessResults({ category, filters }: { category: Category; filters: EndlessFilterValues }) {
  const { jobs, more, status, loadMore } = useJobPages({ category: category.slug, ...filters });
  const sentinel = useRef<HTMLDivElement>(null);
  const waiting = status === 'ready' && more;

  useEffect(() => {
    const node = sentinel.current;
    if (!waiting || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [waiting, loadMore, jobs.length]);

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
    </div>
  );
}
