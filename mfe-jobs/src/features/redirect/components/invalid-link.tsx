
/**
 * A /redirect address whose url is not an absolute http(s) address (`javascript:`, `data:`, relative, malformed):
 * there is nowhere safe to send the visitor, so the page says so and offers the way home. It renders the same at the
 * edge and in the browser (docs/pages.md, the redirect page).
 */
export function InvalidLink() {
  return (
    <>
      <h1>This link does not lead to a job posting</h1>
      <p>The address in this link is not a web address we can open for you.</p>
      <p className="jobs-redirect-actions">
        <a href="/" className="btn btn-primary">
          Back to Home
        </a>
      </p>
    </>
  );
}
