import { CategorySelect } from './category-select';
import { FeaturedJobs } from './featured-jobs';
import { WhatWeDo } from './what-we-do';

export function HomePage() {
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Find Your Next Remote Design Job</h1>
          <p className="muted">Curated remote jobs for designers of every discipline, from employers hiring worldwide.</p>
          <CategorySelect />
        </div>
      </section>
      <FeaturedJobs />
      <WhatWeDo />
    </>
  );
}
