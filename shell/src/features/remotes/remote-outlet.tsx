import { pagePath, type RemoteName } from '@rdj/shared';
import { Suspense, useState } from 'react';
import { useLocation } from '@rdj/router';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader';

/**
 * Where a remote's pages render, with its own loading state and its own error boundary. At the edge it holds the
 * slot the gateway fills with the remote's HTML, or the Retry message when the remote failed there; in the browser
 * only the admin's app renders a remote here, once its code has loaded (docs/pages.md#islands).
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const remotes = useRemoteLoader();
  const [entry, setEntry] = useState(() => remotes.entry(name));
  const { pathname, search } = useLocation();
  return (
    <RemoteErrorBoundary
      key={entry.attempt}
      name={name}
      initialFailed={entry.attempt === 0 && remotes.failedAtLoad(name)}
      resetKey={pagePath(pathname)}
      href={pathname + search}
      onRetry={() => setEntry(remotes.retry(name))}
    >
      <Suspense fallback={<Loading />}>
        <entry.Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function Loading() {
  return (
    <div className="container shell-status" role="status">
      <p className="muted">Loading...</p>
    </div>
  );
}
