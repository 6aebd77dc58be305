/** Shown while no featured jobs are available (spec: three placeholder cards); live listings replace them later. */
const placeholderCount = 3;

export function FeaturedJobs() {
  return (
    <section className="container jobs-section" aria-labelledby="jobs-featured-heading">
      <h2 id="jobs-featured-heading">Featured Design Jobs</h2>
      <ul className="grid jobs-card-list">
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className="card stack">
            <h3>New remote design roles are on the way</h3>
            <p className="muted">Check back soon for featured jobs from employers hiring designers worldwide.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
