import { pagePath } from '@rdj/shared';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from '@rdj/shared';
import { remoteEntry, retryRemote } from './remote-registry';

/** Where a remote's pages render: its own loading state and its own error boundary. */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const [entry, setEntry] = useState(() => remoteEntry(name));
  const path = pagePath(useLocation().pathname);
  return (
    <RemoteErrorBoundary key={entry.attempt} resetKey={path} onRetry={() => setEntry(retryRemote(name))}>
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
