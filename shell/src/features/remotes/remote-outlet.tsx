import { pagePath } from '@rdj/shared';
import { Suspense, useState } from 'react';
import { useLocation } from '@rdj/router';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from '@rdj/shared';
import { useRemoteLoader } from './remote-loader';

/**
 * Where a remote's pages render: its own loading state and its own error boundary. At the edge the Suspense
 * boundary holds the remote's server HTML; in the browser React keeps that HTML until the remote's code has
 * loaded, then hydrates it.
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const remotes = useRemoteLoader();
  const [entry, setEntry] = useState(() => remotes.entry(name));
  const path = pagePath(useLocation().pathname);
  return (
    <RemoteErrorBoundary
      key={entry.attempt}
      name={name}
      initialFailed={entry.attempt === 0 && remotes.failedAtLoad(name)}
      resetKey={path}
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
