/** Any address no page owns, status 404 (docs/pages.md#routes). Rendered only at the edge: its link is a plain one. */
export function NotFoundPage() {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <p>
          <a href="/" className="btn btn-primary">
            Go to the home page
          </a>
        </p>
      </div>
    </section>
  );
}
