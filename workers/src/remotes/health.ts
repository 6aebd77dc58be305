import { remoteVersionHeader, type RemoteName } from '@rdj/shared';

/** What a call to a remote was for: a page's render, or one of its files (its releases, `current.json`). */
type RemoteCall = 'render' | 'file';

/**
 * Writes one Analytics Engine data point for a call to a remote (docs/deploy.md#release-health): index the remote;
 * blobs the remote, the version that answered (`unknown` when none did) and what the call was for; doubles the status
 * (0: no answer, it threw or ran out of time) and the milliseconds it took.
 */
export function recordCall(env: Env, remote: RemoteName, call: RemoteCall, res: Response | null, startedAt: number): void {
  const version = res?.headers.get(remoteVersionHeader) ?? 'unknown';
  env.RELEASE_HEALTH?.writeDataPoint({ indexes: [remote], blobs: [remote, version, call], doubles: [res?.status ?? 0, Date.now() - startedAt] });
}
