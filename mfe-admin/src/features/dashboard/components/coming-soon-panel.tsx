export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <div className="stack">
      <h2>{title}</h2>
      <p className="muted">Coming in the next release.</p>
    </div>
  );
}
