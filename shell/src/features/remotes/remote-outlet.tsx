import { pagePath, type RemoteName } from '@rdj/shared';
import { Suspense, useState } from 'react';
import { useLocation } from '@rdj/router';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteEntry, retriedEntry } from './remote-registry';

/**
 * Where a remote's pages render in the admin's app, once its code has loaded through federation, with its own
 * loading state and its own error boundary (docs/pages.md#islands).
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const [entry, setEntry] = useState(() => remoteEntry(name));
  const { pathname, search } = useLocation();
  return (
    <RemoteErrorBoundary
      key={entry.attempt}
      name={name}
      resetKey={pagePath(pathname)}
      href={pathname + search}
      onRetry={() => setEntry(retriedEntry(name))}
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
