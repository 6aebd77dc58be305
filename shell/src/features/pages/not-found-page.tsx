import { Link } from '@rdj/router';

export function NotFoundPage() {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <p>
          <Link to="/" className="btn btn-primary">
            Go to the home page
          </Link>
        </p>
      </div>
    </section>
  );
}
