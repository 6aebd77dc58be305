import type { BoardJob } from '@rdj/shared';
import { CategorySelect } from './category-select';
import { FeaturedJobs } from './featured-jobs';
import { WhatWeDo } from './what-we-do';

/** `/` (docs/pages.md#home), rendered whole at the edge with no script of its own. */
export function HomePage({ featured }: { featured: BoardJob[] | null }) {
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Find Your Next Remote Design Job</h1>
          <p className="muted">Curated remote jobs for designers of every discipline, from employers hiring worldwide.</p>
          <CategorySelect />
        </div>
      </section>
      <FeaturedJobs jobs={featured} />
      <WhatWeDo />
    </>
  );
}
