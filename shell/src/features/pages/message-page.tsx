import type { ReactNode } from 'react';
import { Link } from '@rdj/router';

/** A short page that confirms something (a posting sent, a sign-up), with the way back home. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card">
        <h1>{title}</h1>
        {children}
        <p>
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </p>
      </div>
    </section>
  );
}
