export function BlogListPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container stack">
          <h1>Blog</h1>
          <p className="muted">Career advice, portfolio tips and resources for remote designers.</p>
        </div>
      </section>
      <section className="container blog-section">
        <p className="muted">No posts have been published yet. Check back soon.</p>
      </section>
    </>
  );
}
