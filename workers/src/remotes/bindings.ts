import { isRemoteName, newVersionKey, remoteRoot, remoteVersionHeader, versionKeyOf, versionOverridesHeader, type RemoteName } from '@rdj/shared';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';
import { errorOf, logFailure } from '../http/log';
import { recordCall } from './health';
import { smokeOverrides } from './smoke';

/**
 * The header Cloudflare picks a Worker's version by when two are deployed (gradual deployments' version affinity):
 * requests with the same key reach the same version, through a service binding too (docs/deploy.md#sticky-versions).
 */
const versionKeyHeader = 'Cloudflare-Workers-Version-Key';

/** Which version of each remote a visitor's calls reach: their key, and a smoke test's signed overrides. */
export interface VersionRoute {
  key: string;
  overrides: string | null;
}

/** The route of the request with `headers`: its key (or a new one), and its overrides if a smoke test signed them. */
export async function versionRouteOf(env: Env, headers: Headers, key = versionKeyOf(headers.get('Cookie')) ?? newVersionKey(headers.get('CF-Connecting-IP') ?? '')): Promise<VersionRoute> {
  return { key, overrides: await smokeOverrides(env, headers) };
}

/** `request` on the visitor's version route, for a remote's worker. */
export function keyed(request: Request, route: VersionRoute): Request {
  const copy = new Request(request);
  copy.headers.set(versionKeyHeader, route.key);
  if (route.overrides) copy.headers.set(versionOverridesHeader, route.overrides);
  else copy.headers.delete(versionOverridesHeader);
  return copy;
}

/** Each remote's own edge worker, reached through its service binding. */
export function remoteWorker(env: Env, name: RemoteName): Fetcher {
  const bindings: Record<RemoteName, Fetcher> = { jobs: env.REMOTE_JOBS, blog: env.REMOTE_BLOG, admin: env.REMOTE_ADMIN };
  return bindings[name];
}

/**
 * `{remoteRoot}{name}/…` (`remotePath`) belongs to that remote's worker: its releases, and the stable entry address that
 * redirects to the release it serves now. The gateway only passes the request on, so shipping a remote never touches the gateway.
 */
export const remoteFiles = new Hono<{ Bindings: Env }>().on(['GET', 'HEAD'], `${remoteRoot}:name/*`, async (c) => {
  const name = c.req.param('name') ?? '';
  if (!isRemoteName(name)) throw new ApiError(404, 'unknown_remote', `No remote called ${name}`);
  // The visitor's page named this release, and the version that rendered it holds its files: the same key reaches it.
  const startedAt = Date.now();
  const res = await remoteWorker(c.env, name)
    .fetch(keyed(c.req.raw, await versionRouteOf(c.env, c.req.raw.headers)))
    .catch((error: unknown) => (logFailure({ kind: 'remote_threw', route: c.req.path, remote: name, ...errorOf(error) }), null));
  recordCall(c.env, name, 'file', res, startedAt);
  if (res && res.status < 500) return res;
  if (res) logFailure({ kind: 'remote_bad_answer', route: c.req.path, remote: name, version: res.headers.get(remoteVersionHeader) ?? 'unknown', status: res.status });
  await res?.body?.cancel();
  throw new ApiError(503, 'remote_unavailable', `Remote ${name} is not answering`);
});
