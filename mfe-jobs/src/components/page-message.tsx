/**
 * What a page says instead of its content (docs/errors.md#public-pages): that what its address names does not exist
 * (404, with the way home), or that it could not be loaded (503), with a link that asks for the page again. Plain
 * HTML: the edge renders it, and no script is needed to try again.
 */
export function NotFoundCard({ title, text }: { title: string; text: string }) {
  return (
    <div className="card stack">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/" className="btn btn-secondary">
          Back to Home
        </a>
      </p>
    </div>
  );
}

/** `message`, and "Try again": a link to `href`, the page's own address. */
export function LoadFailed({ message, href }: { message: string; href: string }) {
  return (
    <div className="stack">
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      <p>
        <a href={href} className="btn btn-secondary">
          Try again
        </a>
      </p>
    </div>
  );
}
