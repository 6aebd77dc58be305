import type { ReactNode } from 'react';

/** The frame of the privacy policy and the terms: a hero with the title and date, then readable prose. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article>
      <div className="page-hero">
        <div className="container stack">
          <h1>{title}</h1>
          <p className="muted">Last updated {updated}</p>
        </div>
      </div>
      <div className="container shell-prose">{children}</div>
    </article>
  );
}
