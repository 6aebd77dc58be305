import type { Category } from '@rdj/shared';

export function CategoryPage({ category }: { category: Category }) {
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>{category.title}</h1>
          <p className="muted">{category.description}</p>
        </div>
      </section>
      <section className="container jobs-section" aria-label={`${category.name} jobs`}>
        <p className="muted">Job listings for this category are coming soon.</p>
      </section>
    </>
  );
}
