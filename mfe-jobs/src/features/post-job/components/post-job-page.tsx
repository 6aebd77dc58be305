export function PostJobPage() {
  return (
    <section className="container stack jobs-section">
      <h1>Post a Design Job</h1>
      <p className="muted">Reach designers looking for remote work. The posting form opens here soon.</p>
    </section>
  );
}
