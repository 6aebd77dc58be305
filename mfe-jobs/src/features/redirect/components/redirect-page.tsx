export function RedirectPage() {
  return (
    <section className="container stack jobs-section">
      <h1>Leaving Remote Design Jobs</h1>
      <p>Redirecting you to the job posting...</p>
    </section>
  );
}
