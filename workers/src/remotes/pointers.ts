import { isReleaseName, isRemoteName, releaseEntryPath, remoteNames, type RemoteName, type RemoteReleases } from '@rdj/shared';
import { Hono } from 'hono';
import { ApiError } from '../http/errors';

/** KV key holding the release a remote currently serves; shipping or rolling back a remote rewrites only this. */
export function pointerKey(name: RemoteName): string {
  return `remote:${name}`;
}

/** The release `name` serves now, or null. Read like any other input: a value that is not a release name is none. */
export async function currentRelease(kv: KVNamespace, name: RemoteName): Promise<string | null> {
  const version = await kv.get(pointerKey(name));
  return isReleaseName(version) ? version : null;
}

/** Every remote's current release, for the page to load entries without the redirect. */
export async function currentReleases(kv: KVNamespace): Promise<RemoteReleases> {
  const versions = await Promise.all(remoteNames.map(async (name) => [name, await currentRelease(kv, name)] as const));
  return Object.fromEntries(versions.filter(([, version]) => version !== null));
}

/**
 * `/mfe/{name}/remoteEntry.js` is the stable address the shell knows. It redirects, uncached, to the entry of the
 * release named by run-time configuration; that release's files are immutable, so they cache forever.
 */
export const remotes = new Hono<{ Bindings: Env }>().get('/mfe/:name/remoteEntry.js', async (c) => {
  const name = c.req.param('name');
  if (!isRemoteName(name)) throw new ApiError(404, 'unknown_remote', `No remote called ${name}`);
  const version = await currentRelease(c.env.KV, name);
  if (!version) throw new ApiError(503, 'remote_not_shipped', `Remote ${name} has no release yet`);
  c.header('Cache-Control', 'no-store');
  return c.redirect(releaseEntryPath(name, version), 302);
});
