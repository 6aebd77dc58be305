import { Suspense, type ReactNode } from 'react';

/** A tab's panel whose tool loads when the tab is first opened: its heading at once, the tool when it has loaded. */
export function LazyPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="stack">
      <h2>{title}</h2>
      <Suspense fallback={<p className="muted">Loading...</p>}>{children}</Suspense>
    </div>
  );
}
