
/**
 * A link the board did not sign (typed by hand, or altered): it could lead anywhere, so the page does not go there by
 * itself. It shows the address as text and leaves the choice to the visitor.
 */
export function UnsignedLink({ href }: { href: string }) {
  return (
    <>
      <h1>Check this link before you go</h1>
      <p>This link did not come from our job board, so we are not opening it for you. It leads to:</p>
      <p className="jobs-redirect-url" data-testid="redirect-url">
        {href}
      </p>
      <p className="jobs-redirect-actions">
        <a className="btn btn-secondary" href={href} rel="noopener noreferrer nofollow">
          Continue to this address
        </a>
        <a href="/" className="btn btn-primary">
          Back to Home
        </a>
      </p>
    </>
  );
}
