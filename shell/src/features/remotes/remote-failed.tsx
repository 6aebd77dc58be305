import type { RemoteName } from '@rdj/shared';
import type { MouseEventHandler } from 'react';

/** The attribute the Retry message carries: which remote could not be rendered (the gateway's tests read it). */
const remoteFailedAttribute = 'data-remote-failed';

/**
 * The message in place of a remote's page that could not be loaded. Retry is a link to the page itself (`href`, its
 * path and query), so without script it asks the edge for the page again (docs/pages.md#islands); the admin's app
 * passes `onRetry` to load the remote again in place.
 */
export function RemoteFailed({ name, href, onRetry }: { name: RemoteName; href: string; onRetry?: MouseEventHandler }) {
  return (
    <div className="container shell-status">
      <div className="alert alert-error stack" role="alert" {...{ [remoteFailedAttribute]: name }}>
        <p>This part of the site could not be loaded.</p>
        <div>
          <a href={href} className="btn btn-secondary" onClick={onRetry}>
            Retry
          </a>
        </div>
      </div>
    </div>
  );
}
