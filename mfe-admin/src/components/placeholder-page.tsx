import { Link } from '@rdj/router';

/** A protected admin page whose tools arrive in a later release. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="container stack admin-page">
      <h1>{title}</h1>
      <p className="muted">Coming in the next release.</p>
      <p>
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </p>
    </section>
  );
}
