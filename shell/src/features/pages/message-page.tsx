import type { ReactNode } from 'react';

/**
 * A short page that confirms something (a posting sent, a sign-up), with the way back home. Rendered only at the
 * edge (docs/pages.md#islands), so its link is a plain one.
 */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>{title}</h1>
        {children}
        <p>
          <a href="/" className="btn btn-primary">
            Back to Home
          </a>
        </p>
      </div>
    </section>
  );
}
