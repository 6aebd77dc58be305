import { searchLimitMessage } from '@rdj/shared';

/**
 * A category page asked past the client's search limit, status 429 with Retry-After (docs/job-index.md#search-limit).
 * It says when to try again, in the API's own words; Try again is a plain link to the same address, so it works
 * without script.
 */
export function SearchLimitedPage({ href }: { href: string }) {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card" role="alert">
        <h1>Too many searches</h1>
        <p>{searchLimitMessage}</p>
        <p>
          <a href={href} className="btn btn-primary">
            Try again
          </a>
        </p>
      </div>
    </section>
  );
}
