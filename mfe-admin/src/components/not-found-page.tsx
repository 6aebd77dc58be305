import { Link } from '@rdj/router';

export function NotFoundPage() {
  return (
    <section className="container stack admin-page">
      <h1>Page not found</h1>
      <p className="muted">There is no admin page at this address.</p>
      <p>
        <Link to="/admin/dashboard">Go to the Dashboard</Link>
      </p>
    </section>
  );
}
