import { Link } from '@rdj/router';
import type { ReactNode } from 'react';

type LoadState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'found' };

interface LoadedPageProps {
  state: LoadState;
  retry: () => void;
  /** The not-found card's heading and text ("Job not found", "This job posting does not exist…"). */
  notFound: { title: string; text: string };
  /** What a found page shows. */
  children: ReactNode;
}

/**
 * A page of one thing loaded by its address (a posting, a company): Loading..., the thing, a not-found card with the
 * way home, or the error with Retry (docs/errors.md#public-pages).
 */
export function LoadedPage({ state, retry, notFound, children }: LoadedPageProps) {
  return (
    <section className="container jobs-section">
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'found' && children}
      {state.status === 'not-found' && (
        <div className="card stack">
          <h1>{notFound.title}</h1>
          <p>{notFound.text}</p>
          <p>
            <Link to="/" className="btn btn-secondary">
              Back to Home
            </Link>
          </p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="stack">
          <p role="alert" className="alert alert-error">
            {state.message}
          </p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={retry}>
              Retry
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
