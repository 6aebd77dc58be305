import { useId } from 'react';

/** A section of the editor whose tools arrive with the AI assistant (a later issue); nothing to press until then. */
export function LaterSection({ title, note }: { title: string; note: string }) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted">{note}</p>
    </section>
  );
}
